import { PagePlaceholder } from '../../shell/PagePlaceholder';

/** Placeholder: the page's owner replaces this folder's contents (keep the default export). */
export default function PrivacyPage() {
  return (
    <PagePlaceholder
      pageKey="privacy"
      eyebrow="Legal"
      title="Privacy Policy"
      intro="How we collect, use and protect your personal data."
    />
  );
}
