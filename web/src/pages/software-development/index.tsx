import { softwareDevelopmentPage } from '../../../../shared/content/static-pages';
import { ServicePageView } from '../../sections/ServicePageView';

export default function SoftwareDevelopmentPage() {
  return <ServicePageView page={softwareDevelopmentPage} pageKey="software-development" />;
}
