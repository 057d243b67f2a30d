import { type ReactNode } from 'react';
import { ArrowRightIcon, ButtonLink, Container, Eyebrow, Heading, Section, Skeleton, Spinner } from '../../ui';
import { homeSections } from '../../pages/home/content';
import { cx } from '../../lib/cx';
import { LazyWhenVisible } from '../../sections/LazyWhenVisible';

/** The rows (and the project data they read) load when the section nears the viewport. */
const loadRows = () => import('./PortfolioRows');

/** 'Showcasing Innovation Across Industries': the projects in two rows scrolling in opposite directions. */
export function Portfolio() {
  const copy = homeSections.portfolio;
  return (
    <Section aria-labelledby="portfolio-title" className="overflow-hidden">
      <Container>
        <div className="flex flex-wrap items-end justify-between gap-6">
          <div>
            <Eyebrow>{copy.eyebrow}</Eyebrow>
            <Heading id="portfolio-title" className="max-w-3xl">
              {copy.title}
            </Heading>
          </div>
          <ButtonLink to={copy.link.to} variant="outline" iconAfter={<ArrowRightIcon className="size-4" />}>
            {copy.link.label}
          </ButtonLink>
        </div>
      </Container>
      <LazyWhenVisible
        load={loadRows}
        fallback={
          <RowsFrame empty={false}>
            <LoadingRows label={copy.loading} />
          </RowsFrame>
        }
      />
    </Section>
  );
}

/** The rows' frame keeps the height of two rows while they load, so nothing below moves. */
export function RowsFrame({ empty, children }: { empty: boolean; children: ReactNode }) {
  return <div className={cx('mt-12 flex flex-col gap-6', !empty && 'min-h-[35rem] md:min-h-[41rem]')}>{children}</div>;
}

export function LoadingRows({ label }: { label: string }) {
  return (
    <Container className="flex flex-col gap-6">
      <Spinner label={label} showLabel />
      {[0, 1].map((row) => (
        <div key={row} className="flex gap-6 overflow-hidden">
          {[0, 1, 2, 3].map((card) => (
            <Skeleton key={card} className="aspect-[3/2] w-72 shrink-0 rounded-card md:w-96" />
          ))}
        </div>
      ))}
    </Container>
  );
}
