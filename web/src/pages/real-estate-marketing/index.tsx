import { PagePlaceholder } from '../../shell/PagePlaceholder';

/** Placeholder: the page's owner replaces this folder's contents (keep the default export). */
export default function RealEstateMarketingPage() {
  return (
    <PagePlaceholder
      eyebrow="Real estate marketing"
      title="Sell the vision before the first brick."
      intro="Launch campaigns, 3D visuals and lead generation for developers and brokers."
    />
  );
}
