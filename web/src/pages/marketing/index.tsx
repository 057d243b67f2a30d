import { PagePlaceholder } from '../../shell/PagePlaceholder';

/** Placeholder: the page's owner replaces this folder's contents (keep the default export). */
export default function MarketingPage() {
  return (
    <PagePlaceholder
      pageKey="marketing"
      eyebrow="Marketing"
      title="Growth you can measure."
      intro="Performance, SEO, social and content strategies judged by their results."
    />
  );
}
