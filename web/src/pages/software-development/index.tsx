import { PagePlaceholder } from '../../shell/PagePlaceholder';

/** Placeholder: the page's owner replaces this folder's contents (keep the default export). */
export default function SoftwareDevelopmentPage() {
  return (
    <PagePlaceholder
      pageKey="software-development"
      eyebrow="AI & Software Development"
      title="Software that scales with you."
      intro="Web platforms, mobile apps and AI products engineered from discovery to launch."
    />
  );
}
