import type { ReactNode } from 'react';
import { ArrowRightIcon, ButtonLink, Container, Section } from '../ui';

type Action = { label: string; to: string };

/**
 * The closing call to action of a page: a big line on the contrast band with one or two buttons. It marks itself
 * (`data-closing-call`) so the footer leaves out its own invitation on the same page.
 */
export function CtaBand({ title, text, primary, secondary }: { title: ReactNode; text?: string; primary: Action; secondary?: Action }) {
  return (
    <Section tone="inverse" className="relative overflow-hidden" data-closing-call="">
      <div aria-hidden="true" className="pointer-events-none absolute -right-32 -bottom-48 size-[34rem] rounded-full bg-accent/40 blur-3xl" />
      <Container className="relative flex flex-col gap-10 lg:flex-row lg:items-end lg:justify-between">
        <div className="max-w-3xl">
          <h2 className="font-display text-display-xl font-bold text-inverse-ink">{title}</h2>
          {text && <p className="mt-6 max-w-xl text-lead text-muted">{text}</p>}
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={primary.to} size="lg" variant="signal" iconAfter={<ArrowRightIcon className="size-4" />}>
            {primary.label}
          </ButtonLink>
          {secondary && (
            <ButtonLink to={secondary.to} size="lg" variant="outline" className="border-inverse-ink/40! text-inverse-ink! hover:border-inverse-ink!">
              {secondary.label}
            </ButtonLink>
          )}
        </div>
      </Container>
    </Section>
  );
}
