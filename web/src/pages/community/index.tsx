import { PagePlaceholder } from '../../shell/PagePlaceholder';

/** Placeholder: the page's owner replaces this folder's contents (keep the default export). */
export default function CommunityPage() {
  return (
    <PagePlaceholder
      pageKey="community"
      eyebrow="Community"
      title="Growing the people around us."
      intro="Events, mentoring and open knowledge for the communities we belong to."
    />
  );
}
