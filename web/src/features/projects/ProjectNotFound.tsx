import { ArrowRightIcon, Button, ButtonLink, Container, Eyebrow, Heading, Lead, Section } from '../../ui';

/** 'Project Not Found' with the page's own explanation. */
export default function ProjectNotFound({ message, back }: { message: string; back?: () => void }) {
  return (
    <Section className="min-h-[60vh]">
      <Container>
        <Eyebrow>Work</Eyebrow>
        <Heading level={1} size="xl">
          Project Not Found
        </Heading>
        <Lead className="mt-6">{message}</Lead>
        <div className="mt-10 flex flex-wrap gap-3">
          {back && (
            <Button variant="outline" size="lg" onClick={back}>
              Go Back
            </Button>
          )}
          <ButtonLink to="/work" size="lg" iconAfter={<ArrowRightIcon className="size-4" />}>
            See Our Work
          </ButtonLink>
        </div>
      </Container>
    </Section>
  );
}
