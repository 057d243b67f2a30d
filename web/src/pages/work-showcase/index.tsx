import { PagePlaceholder } from '../../shell/PagePlaceholder';

/** Placeholder: the page's owner replaces this folder's contents (keep the default export). */
export default function WorkShowcasePage() {
  return (
    <PagePlaceholder
      eyebrow="Showcase"
      title="Where Creativity Meets Excellence"
      intro="A closer look at one of our favourite projects."
    />
  );
}
