import { PagePlaceholder } from '../../shell/PagePlaceholder';

/** Placeholder: the page's owner replaces this folder's contents (keep the default export). */
export default function GivingBackPage() {
  return (
    <PagePlaceholder
      pageKey="giving-back"
      eyebrow="Giving back"
      title="Work that gives back."
      intro="Pro bono projects and partnerships with NGOs and causes we believe in."
    />
  );
}
