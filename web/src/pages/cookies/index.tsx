import { PageMeta } from '../../seo/PageMeta';
import { Container, Eyebrow, Heading, Lead, Section } from '../../ui';
import { CookiePreferencesForm } from './CookiePreferencesForm';

export default function CookiesPage() {
  return (
    <>
      <PageMeta pageKey="cookies" />
      <Section>
        <Container>
          <Eyebrow>Legal</Eyebrow>
          <Heading level={1} size="xl">
            Cookie Policy & Preferences
          </Heading>
          <Lead className="mt-6">
            Cookies help us keep the site working, understand how it is used and improve it. Choose which ones we may use; you can change
            your mind here at any time.
          </Lead>
          <div className="mt-14 grid gap-14 lg:grid-cols-[1.4fr_1fr]">
            <CookiePreferencesForm />
            <div className="prose-site">
              <h2>What cookies are</h2>
              <p>Small files a website stores in your browser to remember information between visits, such as your choices on this page.</p>
              <h2>How we use them</h2>
              <p>
                Essential storage remembers your consent and theme. Analytics tools load only after you allow them, and only on our live
                website. We do not sell data collected through cookies.
              </p>
            </div>
          </div>
        </Container>
      </Section>
    </>
  );
}
