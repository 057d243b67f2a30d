import { PagePlaceholder } from '../../shell/PagePlaceholder';

/** Placeholder: the page's owner replaces this folder's contents (keep the default export). */
export default function CareersPage() {
  return (
    <PagePlaceholder
      pageKey="careers"
      eyebrow="Careers"
      title="Do the best work of your career."
      intro="Join a team that builds for bold brands."
    />
  );
}
