import type { ReactNode } from 'react';
import { formatLongDate } from '../../../shared/content/dates';
import { claims } from '../../../shared/content/stats';
import type { StaticPage } from '../../../shared/content/types';
import type { SeoPageKey } from '../../../shared/site/seo';
import { PageMeta } from '../seo/PageMeta';
import { Container, Section } from '../ui';
import { CtaBand } from './CtaBand';
import { PageHero } from './PageHero';

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export type TextPageViewProps = {
  page: StaticPage;
  pageKey: SeoPageKey;
  eyebrow: string;
  /** Extra content after the sections (job openings, preference controls). */
  children?: ReactNode;
  /** Content placed before the sections, beside the contents list (e.g. the cookie controls). */
  lead?: ReactNode;
};

/** A company or legal text page: hero, an in-page contents list on wide screens, the sections, a closing call. */
export function TextPageView({ page, pageKey, eyebrow, children, lead }: TextPageViewProps) {
  return (
    <>
      <PageMeta pageKey={pageKey} />
      <PageHero eyebrow={eyebrow} title={page.title} intro={page.intro}>
        {page.lastUpdated && (
          <p className="mt-8 text-sm font-medium text-ink/80">
            Last updated <time dateTime={page.lastUpdated}>{formatLongDate(page.lastUpdated)}</time>
          </p>
        )}
      </PageHero>
      <Section spacing="tight" className="border-t border-line pb-(--spacing-section)">
        <Container className="grid gap-12 lg:grid-cols-[16rem_1fr] lg:gap-20">
          <nav aria-label="On this page" className="hidden lg:block">
            <div className="sticky top-28">
              <p className="text-xs font-semibold tracking-[0.18em] text-muted uppercase">On this page</p>
              <ol className="mt-4 space-y-2 border-l border-line">
                {page.sections.map((section) => (
                  <li key={section.heading}>
                    <a href={`#${slug(section.heading)}`} className="-ml-px block border-l border-transparent pl-4 text-sm text-muted transition-colors hover:border-ink hover:text-ink">
                      {section.heading}
                    </a>
                  </li>
                ))}
              </ol>
            </div>
          </nav>
          <div>
            {lead}
            <div className="prose-site max-w-3xl [&>h2:first-child]:mt-0">
              {page.sections.map((section) => (
                <SectionCopy key={section.heading} id={slug(section.heading)} heading={section.heading} paragraphs={section.paragraphs} bullets={section.bullets} />
              ))}
            </div>
            {children}
          </div>
        </Container>
      </Section>
      <CtaBand
        title="Have a question we have not answered?"
        text={`Write to us or book a free 30-minute call; a member of the team will reply ${claims.replyWindow}.`}
        primary={{ label: 'Contact us', to: '/contact' }}
        secondary={{ label: 'Book a call', to: '/calendar' }}
      />
    </>
  );
}

function SectionCopy({ id, heading, paragraphs, bullets }: { id: string; heading: string; paragraphs: readonly string[]; bullets?: readonly string[] }) {
  return (
    <>
      <h2 id={id} className="scroll-mt-28">
        {heading}
      </h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {bullets && (
        <ul>
          {bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      )}
    </>
  );
}
