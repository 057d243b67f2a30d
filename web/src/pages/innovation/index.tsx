import { PagePlaceholder } from '../../shell/PagePlaceholder';

/** Placeholder: the page's owner replaces this folder's contents (keep the default export). */
export default function InnovationPage() {
  return (
    <PagePlaceholder
      pageKey="innovation"
      eyebrow="Innovation"
      title="Tomorrow's tools, today."
      intro="How we explore AI and emerging technology to keep our clients ahead."
    />
  );
}
