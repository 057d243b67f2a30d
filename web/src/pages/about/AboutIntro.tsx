import { useRef } from 'react';
import { aboutHeadline, aboutParagraphs } from '../../../../shared/content/about';
import { Container, Eyebrow, Section } from '../../ui';
import { useInView } from '../../sections/useInView';
import { usePrefersReducedMotion } from '../../sections/useMediaQuery';
import { aboutCopy } from './content';
import { useTypewriter } from './useTypewriter';

/** The typed headline (starts when in view) and the three paragraphs about the agency. */
export function AboutIntro() {
  const ref = useRef<HTMLHeadingElement>(null);
  const inView = useInView(ref, { once: true });
  const typed = useTypewriter(aboutHeadline, inView, usePrefersReducedMotion());
  const done = typed.length === aboutHeadline.length;
  return (
    <Section className="relative overflow-hidden">
      <div aria-hidden="true" className="pointer-events-none absolute -top-48 -right-40 size-[40rem] rounded-full bg-accent/15 blur-3xl" />
      <Container className="relative">
        <Eyebrow>{aboutCopy.eyebrow}</Eyebrow>
        <h1 ref={ref} className="relative max-w-5xl font-display text-display-2xl font-bold">
          <span className="sr-only">{aboutHeadline}</span>
          <span aria-hidden="true" className="invisible">
            {aboutHeadline}
          </span>
          <span aria-hidden="true" data-testid="typed-headline" className="absolute inset-0">
            {typed}
            {/* A new cursor node per character: an inserted node is not a layout shift, a moved one is (CLS). */}
            <span key={typed.length} className={done ? 'animate-pulse text-accent' : 'text-accent'}>
              _
            </span>
          </span>
        </h1>
        <div className="mt-14 grid gap-8 md:grid-cols-3 md:gap-10">
          {aboutParagraphs.map((paragraph, index) => (
            <p key={index} className={index === 0 ? 'text-lg leading-relaxed text-ink' : 'leading-relaxed text-muted'}>
              {paragraph}
            </p>
          ))}
        </div>
      </Container>
    </Section>
  );
}
