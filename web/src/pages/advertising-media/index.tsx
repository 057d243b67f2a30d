import { advertisingMediaPage } from '../../../../shared/content/static-pages';
import { ServicePageView } from '../../sections/ServicePageView';

export default function AdvertisingMediaPage() {
  return <ServicePageView page={advertisingMediaPage} pageKey="advertising-media" />;
}
