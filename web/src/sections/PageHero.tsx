import type { ReactNode } from 'react';
import { Container, Eyebrow, Heading, Lead, Section } from '../ui';

export type PageHeroProps = {
  eyebrow: string;
  title: ReactNode;
  intro?: ReactNode;
  /** Buttons under the intro. */
  actions?: ReactNode;
  /** Content beside the text on wide screens (an image, stats). */
  aside?: ReactNode;
  /** Content under the text (a meta line, chips). */
  children?: ReactNode;
};

/** The opening band of an inner page: eyebrow, the page's h1, an intro and optional actions or visual. */
export function PageHero({ eyebrow, title, intro, actions, aside, children }: PageHeroProps) {
  return (
    <Section className="relative overflow-hidden pb-16 md:pb-20">
      <div aria-hidden="true" className="pointer-events-none absolute -top-48 -right-40 size-[40rem] rounded-full bg-accent/15 blur-3xl" />
      <div aria-hidden="true" className="pointer-events-none absolute -bottom-40 -left-40 size-[28rem] rounded-full bg-signal/25 blur-3xl" />
      <Container className={aside ? 'relative grid items-center gap-12 lg:grid-cols-[1.2fr_1fr]' : 'relative'}>
        <div>
          <Eyebrow>{eyebrow}</Eyebrow>
          <Heading level={1} size="2xl" className="max-w-5xl animate-rise">
            {title}
          </Heading>
          {intro && <Lead className="mt-8">{intro}</Lead>}
          {actions && <div className="mt-10 flex flex-wrap gap-3">{actions}</div>}
          {children}
        </div>
        {aside}
      </Container>
    </Section>
  );
}
