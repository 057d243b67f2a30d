import { PagePlaceholder } from '../../shell/PagePlaceholder';

/** Placeholder: the page's owner replaces this folder's contents (keep the default export). */
export default function ConfidentialityPage() {
  return (
    <PagePlaceholder
      pageKey="confidentiality"
      eyebrow="Legal"
      title="Confidentiality"
      intro="How we protect what our clients share with us."
    />
  );
}
