import { PagePlaceholder } from '../../shell/PagePlaceholder';

/** Placeholder: the page's owner replaces this folder's contents (keep the default export). */
export default function ContactPage() {
  return (
    <PagePlaceholder
      pageKey="contact"
      eyebrow="Contact"
      title="Let's Connect"
      intro="Tell us about your project. We reply within 24 hours."
    />
  );
}
