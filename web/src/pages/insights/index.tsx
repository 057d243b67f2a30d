import { PagePlaceholder } from '../../shell/PagePlaceholder';

/** Placeholder: the page's owner replaces this folder's contents (keep the default export). */
export default function InsightsPage() {
  return (
    <PagePlaceholder
      pageKey="insights"
      eyebrow="Insights"
      title="Ideas worth acting on."
      intro="Notes on marketing, AI, business, design and advertising from the people who do the work."
    />
  );
}
