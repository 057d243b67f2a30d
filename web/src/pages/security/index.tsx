import { PagePlaceholder } from '../../shell/PagePlaceholder';

/** Placeholder: the page's owner replaces this folder's contents (keep the default export). */
export default function SecurityPage() {
  return (
    <PagePlaceholder
      pageKey="security"
      eyebrow="Legal"
      title="Security"
      intro="How we keep client data and systems secure."
    />
  );
}
