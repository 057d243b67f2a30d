import { PagePlaceholder } from '../../shell/PagePlaceholder';

/** Placeholder: the page's owner replaces this folder's contents (keep the default export). */
export default function DesignPage() {
  return (
    <PagePlaceholder
      pageKey="design"
      eyebrow="Branding & Design"
      title="Brands people remember."
      intro="Identities, UI/UX and product design that make bold brands unmistakable."
    />
  );
}
