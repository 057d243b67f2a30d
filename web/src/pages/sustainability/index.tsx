import { sustainabilityPage } from '../../../../shared/content/static-pages';
import { TextPageView } from '../../sections/TextPageView';

export default function SustainabilityPage() {
  return <TextPageView page={sustainabilityPage} pageKey="sustainability" eyebrow="Company" />;
}
