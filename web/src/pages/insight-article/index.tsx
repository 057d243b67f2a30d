import { PagePlaceholder } from '../../shell/PagePlaceholder';

/** Placeholder: the page's owner replaces this folder's contents (keep the default export). */
export default function InsightArticlePage() {
  return (
    <PagePlaceholder
      eyebrow="Insights"
      title="An article from our team."
      intro="Ideas on marketing, AI, business, design and advertising."
    />
  );
}
