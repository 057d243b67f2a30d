import { confidentialityPage } from '../../../../shared/content/static-pages';
import { TextPageView } from '../../sections/TextPageView';

export default function ConfidentialityPage() {
  return <TextPageView page={confidentialityPage} pageKey="confidentiality" eyebrow="Trust" />;
}
