import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { normalizeSitePath } from '../../../../shared/site/routes';
import { ApiError, http, schemaGroup } from '../../lib/http';
import { PageMeta } from '../../seo/PageMeta';
import { ArrowRightIcon, Button, ButtonLink, Container, Eyebrow, Heading, Lead, Section, notifyError } from '../../ui';
import { newsletterActions, newsletterOutcomes, type NewsletterActionPath, type NewsletterOutcomePath } from './outcomes';

const contentAnswer = schemaGroup(() => import('../../../../shared/content/schemas'));

/**
 * The newsletter's pages: /newsletter/confirm and /newsletter/unsubscribe, which the e-mail links open and whose
 * button does the action, and the outcomes /newsletter/confirmed, /newsletter/unsubscribed and /newsletter/invalid.
 */
export default function NewsletterPage() {
  const path = normalizeSitePath(useLocation().pathname);
  if (path in newsletterActions) return <NewsletterActionPage path={path as NewsletterActionPath} />;
  const outcome = newsletterOutcomes[path as NewsletterOutcomePath] ?? newsletterOutcomes['/newsletter/invalid'];
  return (
    <NewsletterFrame title={outcome.title} intro={outcome.intro}>
      <ButtonLink to={outcome.cta.to} size="lg" iconAfter={<ArrowRightIcon className="size-4" />}>
        {outcome.cta.label}
      </ButtonLink>
    </NewsletterFrame>
  );
}

/**
 * Opening the link changes nothing (mail scanners open links); the button sends the token of the link to the API,
 * then shows the outcome.
 */
function NewsletterActionPage({ path }: { path: NewsletterActionPath }) {
  const page = newsletterActions[path];
  const { search } = useLocation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const act = async () => {
    const token = new URLSearchParams(search).get('token');
    if (!token) {
      await navigate('/newsletter/invalid');
      return;
    }
    setBusy(true);
    try {
      await http.read('POST', `/api/newsletter/${page.action}?token=${encodeURIComponent(token)}`, contentAnswer((s) => s.newsletterLinkResponseSchema));
      await navigate(page.done);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        await navigate('/newsletter/invalid');
        return;
      }
      setBusy(false);
      notifyError(
        error instanceof ApiError
          ? { title: error.title, message: error.message, code: error.code }
          : { title: 'Connection Problem', message: 'We could not reach the server. Please check your connection and try again.' },
      );
    }
  };

  return (
    <NewsletterFrame title={page.title} intro={page.intro}>
      <Button size="lg" variant="accent" loading={busy} onClick={() => void act()}>
        {busy ? page.busy : page.button}
      </Button>
    </NewsletterFrame>
  );
}

function NewsletterFrame({ title, intro, children }: { title: string; intro: string; children: React.ReactNode }) {
  return (
    <>
      <PageMeta overrides={{ title, description: intro, noindex: true }} />
      <Section>
        <Container>
          <Eyebrow>Newsletter</Eyebrow>
          <Heading level={1} size="xl" className="max-w-3xl animate-rise">
            {title}
          </Heading>
          <Lead className="mt-6 max-w-2xl">{intro}</Lead>
          <div className="mt-10">{children}</div>
        </Container>
      </Section>
    </>
  );
}
