import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { projectSlug } from '../../../../shared/content/project-match';
import type { ProjectSummary } from '../../../../shared/content/types';
import { useHomePortfolio } from '../projects/project-queries';
import { ArrowRightIcon, ButtonLink, Container, Eyebrow, Heading, Image, Marquee, Section, Skeleton, Spinner } from '../../ui';
import { homeSections } from '../../pages/home/content';
import { cx } from '../../lib/cx';

/** 'Showcasing Innovation Across Industries': the projects in two rows scrolling in opposite directions. */
export function Portfolio() {
  const ref = useRef<HTMLDivElement>(null);
  const { rows, status } = useHomePortfolio(ref);
  const copy = homeSections.portfolio;
  const empty = status === 'ready' && rows[0].length === 0;
  return (
    <Section aria-labelledby="portfolio-title" className="overflow-hidden">
      <Container>
        <div ref={ref} className="flex flex-wrap items-end justify-between gap-6">
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
      <div className={cx('mt-12 flex flex-col gap-6', !empty && 'min-h-[35rem] md:min-h-[41rem]')}>
        {status === 'idle' || status === 'loading' ? (
          <LoadingRows label={copy.loading} />
        ) : empty ? (
          <Container>
            <p className="rounded-card border border-dashed border-line py-16 text-center text-lead text-muted">{copy.empty}</p>
          </Container>
        ) : (
          rows.map((row, index) =>
            row.length ? (
              <Marquee key={index} reverse={index === 1} duration={row.length < 4 ? 20 : 60} copies={row.length < 4 ? 6 : 2} label={`Projects, row ${index + 1}`} className="[--marquee-gap:1.5rem]">
                {row.map((project) => (
                  <ProjectCard key={project.id} project={project} />
                ))}
              </Marquee>
            ) : null,
          )
        )}
      </div>
    </Section>
  );
}

function ProjectCard({ project }: { project: ProjectSummary }) {
  return (
    <Link to={`/projects/${projectSlug(project)}`} className="group block w-72 shrink-0 md:w-96">
      <Image src={project.image_url} alt="" width={768} height={512} sizes="(min-width: 48rem) 24rem, 18rem" frameClassName="aspect-[3/2] rounded-card" className="transition-transform duration-700 ease-out-expo group-hover:scale-105" />
      <span className="mt-4 flex items-baseline justify-between gap-4">
        <span className="font-display text-lg font-semibold">{project.title}</span>
        <span className="truncate text-sm text-muted">{project.category}</span>
      </span>
    </Link>
  );
}

function LoadingRows({ label }: { label: string }) {
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
