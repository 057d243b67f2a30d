import { cookiesPage } from '../../../../shared/content/static-pages';
import { TextPageView } from '../../sections/TextPageView';
import { CookiePreferencesForm } from './CookiePreferencesForm';

/** /cookies: the cookie policy with the visitor's preference controls first. */
export default function CookiesPage() {
  return (
    <TextPageView page={cookiesPage} pageKey="cookies" eyebrow="Legal" lead={<div className="mb-16 max-w-3xl"><CookiePreferencesForm /></div>} />
  );
}
