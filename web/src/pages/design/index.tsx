import { designPage } from '../../../../shared/content/static-pages';
import { ServicePageView } from '../../sections/ServicePageView';

export default function DesignPage() {
  return <ServicePageView page={designPage} pageKey="design" />;
}
