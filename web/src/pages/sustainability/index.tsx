import { PagePlaceholder } from '../../shell/PagePlaceholder';

/** Placeholder: the page's owner replaces this folder's contents (keep the default export). */
export default function SustainabilityPage() {
  return (
    <PagePlaceholder
      pageKey="sustainability"
      eyebrow="Sustainability"
      title="Digital work with a lighter footprint."
      intro="Our commitments to responsible, low-impact work."
    />
  );
}
