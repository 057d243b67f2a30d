import { PagePlaceholder } from '../../shell/PagePlaceholder';

/** Placeholder: the page's owner replaces this folder's contents (keep the default export). */
export default function WorkPage() {
  return (
    <PagePlaceholder
      pageKey="work"
      eyebrow="Our Work"
      title="Projects that Transform Industries"
      intro="A commitment to excellence, measured in the results our clients see."
    />
  );
}
