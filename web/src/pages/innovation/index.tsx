import { innovationPage } from '../../../../shared/content/static-pages';
import { TextPageView } from '../../sections/TextPageView';

export default function InnovationPage() {
  return <TextPageView page={innovationPage} pageKey="innovation" eyebrow="Company" />;
}
