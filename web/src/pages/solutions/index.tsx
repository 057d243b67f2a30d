import { PagePlaceholder } from '../../shell/PagePlaceholder';

/** Placeholder: the page's owner replaces this folder's contents (keep the default export). */
export default function SolutionsPage() {
  return (
    <PagePlaceholder
      pageKey="solutions"
      eyebrow="Solutions"
      title="All Your Solutions In One Place"
      intro="Development, design, marketing and advertising from one partner, with one plan."
    />
  );
}
