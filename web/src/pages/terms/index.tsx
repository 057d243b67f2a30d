import { termsPage } from '../../../../shared/content/static-pages';
import { TextPageView } from '../../sections/TextPageView';

export default function TermsPage() {
  return <TextPageView page={termsPage} pageKey="terms" eyebrow="Legal" />;
}
