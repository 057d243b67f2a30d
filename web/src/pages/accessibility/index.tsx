import { PagePlaceholder } from '../../shell/PagePlaceholder';

/** Placeholder: the page's owner replaces this folder's contents (keep the default export). */
export default function AccessibilityPage() {
  return (
    <PagePlaceholder
      pageKey="accessibility"
      eyebrow="Legal"
      title="Accessibility Statement"
      intro="Our commitment to a website everyone can use."
    />
  );
}
