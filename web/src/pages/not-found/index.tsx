import { PageMeta } from '../../seo/PageMeta';
import { ArrowRightIcon, ButtonLink, Container, Eyebrow, Heading, Lead, Section } from '../../ui';

/** Shown for any path outside the route table (the server answers these with a 404 status). */
export default function NotFoundPage() {
  return (
    <>
      <PageMeta overrides={{ title: 'Page Not Found', description: 'The page you are looking for does not exist.', noindex: true }} />
      <Section className="relative overflow-hidden">
        <Container className="relative">
          <p aria-hidden="true" className="pointer-events-none absolute -top-10 right-0 font-display text-[clamp(8rem,30vw,22rem)] leading-none font-bold text-line select-none">
            404
          </p>
          <div className="relative">
            <Eyebrow>Error 404</Eyebrow>
            <Heading level={1} size="2xl" className="max-w-4xl">
              This page drifted off the map.
            </Heading>
            <Lead className="mt-8">The link may be broken or the page may have moved. Let's get you back on course.</Lead>
            <div className="mt-10 flex flex-wrap gap-3">
              <ButtonLink to="/" size="lg">
                Back to home
              </ButtonLink>
              <ButtonLink to="/calendar" size="lg" variant="outline" iconAfter={<ArrowRightIcon className="size-4" />}>
                Book a call
              </ButtonLink>
            </div>
          </div>
        </Container>
      </Section>
    </>
  );
}
