import { securityPage } from '../../../../shared/content/static-pages';
import { TextPageView } from '../../sections/TextPageView';

export default function SecurityPage() {
  return <TextPageView page={securityPage} pageKey="security" eyebrow="Trust" />;
}
