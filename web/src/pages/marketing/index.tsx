import { marketingPage } from '../../../../shared/content/static-pages';
import { ServicePageView } from '../../sections/ServicePageView';

export default function MarketingPage() {
  return <ServicePageView page={marketingPage} pageKey="marketing" />;
}
