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
    <Section className="overflow-hidden bg-hero-glow pb-16 md:pb-20">
      <Container className={aside ? 'grid items-center gap-12 lg:grid-cols-[1.2fr_1fr]' : undefined}>
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
