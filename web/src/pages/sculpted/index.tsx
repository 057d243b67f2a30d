import { PagePlaceholder } from '../../shell/PagePlaceholder';

/** Placeholder: the page's owner replaces this folder's contents (keep the default export). */
export default function SculptedPage() {
  return (
    <PagePlaceholder
      eyebrow="Project"
      title="Where Creativity Meets Excellence"
      intro="A showcase project, told in images and numbers."
    />
  );
}
