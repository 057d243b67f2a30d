import { useLocation } from 'react-router-dom';
import { normalizeSitePath } from '../../../../shared/site/routes';
import { PageMeta } from '../../seo/PageMeta';
import { ArrowRightIcon, ButtonLink, Container, Eyebrow, Heading, Lead, Section } from '../../ui';
import { newsletterOutcomes, type NewsletterOutcomePath } from './outcomes';

/** /newsletter/confirmed, /newsletter/unsubscribed and /newsletter/invalid: where the e-mail links land. */
export default function NewsletterOutcomePage() {
  const { pathname } = useLocation();
  const outcome =
    newsletterOutcomes[normalizeSitePath(pathname) as NewsletterOutcomePath] ?? newsletterOutcomes['/newsletter/invalid'];
  return (
    <>
      <PageMeta overrides={{ title: outcome.title, description: outcome.intro, noindex: true }} />
      <Section>
        <Container>
          <Eyebrow>Newsletter</Eyebrow>
          <Heading level={1} size="xl" className="max-w-3xl animate-rise">
            {outcome.title}
          </Heading>
          <Lead className="mt-6 max-w-2xl">{outcome.intro}</Lead>
          <div className="mt-10">
            <ButtonLink to={outcome.cta.to} size="lg" iconAfter={<ArrowRightIcon className="size-4" />}>
              {outcome.cta.label}
            </ButtonLink>
          </div>
        </Container>
      </Section>
    </>
  );
}
