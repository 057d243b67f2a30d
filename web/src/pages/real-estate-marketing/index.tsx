import { realEstateMarketingPage } from '../../../../shared/content/static-pages';
import { ServicePageView } from '../../sections/ServicePageView';

export default function RealEstateMarketingPage() {
  return <ServicePageView page={realEstateMarketingPage} />;
}
