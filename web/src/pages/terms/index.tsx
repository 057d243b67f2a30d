import { PagePlaceholder } from '../../shell/PagePlaceholder';

/** Placeholder: the page's owner replaces this folder's contents (keep the default export). */
export default function TermsPage() {
  return (
    <PagePlaceholder
      pageKey="terms"
      eyebrow="Legal"
      title="Terms of Service"
      intro="The terms that govern the use of our website and services."
    />
  );
}
