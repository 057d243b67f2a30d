import { careersPage } from '../../../../shared/content/static-pages';
import { TextPageView } from '../../sections/TextPageView';
import { Openings } from './Openings';

/** /careers: how we work, what we offer, the hiring process and the open positions. */
export default function CareersPage() {
  return (
    <TextPageView page={careersPage} pageKey="careers" eyebrow="Careers">
      <Openings openings={careersPage.openings} />
    </TextPageView>
  );
}
