import { givingBackPage } from '../../../../shared/content/static-pages';
import { TextPageView } from '../../sections/TextPageView';

export default function GivingBackPage() {
  return <TextPageView page={givingBackPage} pageKey="giving-back" eyebrow="Company" />;
}
