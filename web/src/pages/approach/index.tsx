import { PagePlaceholder } from '../../shell/PagePlaceholder';

/** Placeholder: the page's owner replaces this folder's contents (keep the default export). */
export default function ApproachPage() {
  return (
    <PagePlaceholder
      pageKey="approach"
      eyebrow="Our approach"
      title="A process built for momentum."
      intro="Six steps, four principles and a team that stays with you from the first call to the last release."
    />
  );
}
