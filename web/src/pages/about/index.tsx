import { PagePlaceholder } from '../../shell/PagePlaceholder';

/** Placeholder: the page's owner replaces this folder's contents (keep the default export). */
export default function AboutPage() {
  return (
    <PagePlaceholder
      pageKey="about"
      eyebrow="About us"
      title="We are a full house agency."
      intro="Strategists, engineers, designers and storytellers working as one team across Egypt, the UAE, Saudi Arabia and the United States."
    />
  );
}
