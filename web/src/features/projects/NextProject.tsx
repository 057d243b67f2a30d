import { Link } from 'react-router-dom';
import type { Project } from '../../../../shared/content/types';
import { ArrowRightIcon, ArrowUpRightIcon, Container, IMAGE_SIZES, Image, Section } from '../../ui';
import { useNextProject } from './project-queries';
import { projectPath } from './work-cards';

/**
 * The end of a project page, after its call to action: a card leading to the next project in the Work grid's order,
 * and the way back to all of them, so a visitor who is not ready to talk yet has somewhere to go.
 */
export function NextProject({ current }: { current: Pick<Project, 'title'> }) {
  const next = useNextProject(current);
  if (!next) return null;
  return (
    <Section aria-labelledby="next-project-title">
      <Container>
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <h2 id="next-project-title" className="font-display text-display-md font-semibold">
            Next project
          </h2>
          <Link to="/work" className="inline-flex items-center gap-2 font-semibold text-accent underline-offset-4 hover:underline">
            See all projects
            <ArrowRightIcon className="size-4" />
          </Link>
        </div>
        <Link
          to={projectPath(next)}
          className="group grid overflow-hidden rounded-card border border-line bg-surface transition-[transform,box-shadow] duration-300 ease-out-expo hover:-translate-y-1 hover:shadow-pop md:grid-cols-[1.2fr_1fr]"
        >
          <Image
            src={next.image_url}
            alt=""
            width={960}
            height={600}
            sizes={IMAGE_SIZES.halfFromMedium}
            frameClassName="aspect-[8/5]"
            className="transition-transform duration-700 ease-out-expo group-hover:scale-105"
          />
          <span className="flex flex-col justify-between gap-8 p-6 md:p-10">
            <span>
              <span className="block text-xs font-semibold tracking-[0.14em] text-muted uppercase">{next.category}</span>
              <span className="mt-3 block font-display text-display-md font-semibold tracking-tight">{next.title}</span>
            </span>
            <span className="inline-flex items-center gap-3 font-semibold">
              <span aria-hidden="true" className="grid size-12 place-items-center rounded-full border border-line transition-colors duration-300 group-hover:border-accent group-hover:bg-accent group-hover:text-accent-ink">
                <ArrowUpRightIcon className="size-5" />
              </span>
              View project
            </span>
          </span>
        </Link>
      </Container>
    </Section>
  );
}
