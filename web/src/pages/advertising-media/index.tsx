import { PagePlaceholder } from '../../shell/PagePlaceholder';

/** Placeholder: the page's owner replaces this folder's contents (keep the default export). */
export default function AdvertisingMediaPage() {
  return (
    <PagePlaceholder
      pageKey="advertising-media"
      eyebrow="Advertising & Media"
      title="Stories that move people."
      intro="Campaigns, films and content produced end to end."
    />
  );
}
