import { accessibilityPage } from '../../../../shared/content/static-pages';
import { TextPageView } from '../../sections/TextPageView';

export default function AccessibilityPage() {
  return <TextPageView page={accessibilityPage} pageKey="accessibility" eyebrow="Legal" />;
}
