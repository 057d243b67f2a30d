import { PagePlaceholder } from '../../shell/PagePlaceholder';

/** Placeholder: the page's owner replaces this folder's contents (keep the default export). */
export default function ProjectPage() {
  return (
    <PagePlaceholder
      eyebrow="Project"
      title="A project we are proud of."
      intro="Strategy, design and engineering working as one."
    />
  );
}
