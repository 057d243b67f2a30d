import { Link } from 'react-router-dom';
import { altOf } from '../../../../shared/content/media-alt';
import { projectSlug } from '../../../../shared/content/project-match';
import type { ProjectSummary } from '../../../../shared/content/types';
import { useHomePortfolio } from '../projects/project-queries';
import { Container, Image, Marquee } from '../../ui';
import { homeSections } from '../../pages/home/content';
import { LoadingRows, RowsFrame } from './Portfolio';

/** The portfolio's two rows of projects, or the empty state. */
export default function PortfolioRows() {
  const { rows, status } = useHomePortfolio();
  const copy = homeSections.portfolio;
  const empty = status === 'ready' && rows[0].length === 0;
  return (
    <RowsFrame empty={empty}>
      {status === 'loading' ? (
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
    </RowsFrame>
  );
}

/**
 * A project in a row: picture, then its category over its name, as on the Work grid's cards. The two are stacked, not
 * side by side: a long name beside a long category squeezed the name into two lines and ran the category into it.
 */
function ProjectCard({ project }: { project: ProjectSummary }) {
  return (
    <Link to={`/projects/${projectSlug(project)}`} className="group block w-72 shrink-0 md:w-96">
      <Image src={project.image_url} alt={altOf(project, project.image_url)} width={768} height={512} sizes="(min-width: 48rem) 24rem, 18rem" frameClassName="aspect-[3/2] rounded-card" className="transition-transform duration-700 ease-out-expo group-hover:scale-105" />
      <span className="mt-4 block truncate text-xs font-semibold tracking-[0.14em] text-muted uppercase">{project.category}</span>
      <span className="mt-1 block truncate font-display text-lg font-semibold">{project.title}</span>
    </Link>
  );
}

