import { privacyPage } from '../../../../shared/content/static-pages';
import { TextPageView } from '../../sections/TextPageView';

export default function PrivacyPage() {
  return <TextPageView page={privacyPage} pageKey="privacy" eyebrow="Legal" />;
}
