import { PagePlaceholder } from '../../shell/PagePlaceholder';

/** Placeholder: the page's owner replaces this folder's contents (keep the default export). */
export default function CaseStudyPage() {
  return (
    <PagePlaceholder
      eyebrow="Case study"
      title="Achieving Real Results"
      intro="How we helped a client grow, in numbers."
    />
  );
}
