import { PagePlaceholder } from '../../shell/PagePlaceholder';

/** Placeholder: the page's owner replaces this folder's contents (keep the default export). */
export default function BriefingFormPage() {
  return (
    <PagePlaceholder
      eyebrow="Briefing"
      title="Project briefing"
      intro="Tell us what you need and we will come back with a plan."
    />
  );
}
