import { communityPage } from '../../../../shared/content/static-pages';
import { TextPageView } from '../../sections/TextPageView';

export default function CommunityPage() {
  return <TextPageView page={communityPage} pageKey="community" eyebrow="Company" />;
}
