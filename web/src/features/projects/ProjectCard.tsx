import { Link } from 'react-router-dom';
import type { Project } from '../../../../shared/content/types';
import { altOf } from '../../../../shared/content/media-alt';
import { ArrowUpRightIcon, IMAGE_SIZES, Image } from '../../ui';
import { cardChips, cardResults, projectPath, splitResult } from './work-cards';

/**
 * A Work grid card: image, name, chips (services, else industries and scope) and up to three results. The image
 * loads lazily: the grid starts below the page hero even on wide screens, so it must not compete with the hero.
 */
export function ProjectCard({ project }: { project: Project }) {
  return (
    <Link
      to={projectPath(project)}
      className="group flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface transition-[transform,box-shadow] duration-300 ease-out-expo hover:-translate-y-1 hover:shadow-pop"
    >
      <Image
        src={project.image_url}
        alt={altOf(project, project.image_url)}
        width={960}
        height={600}
        sizes={IMAGE_SIZES.halfFromMedium}
        frameClassName="aspect-[8/5]"
        className="transition-transform duration-700 ease-out-expo group-hover:scale-105"
      />
      <span className="flex flex-1 flex-col gap-5 p-6 md:p-8">
        <span className="flex items-start justify-between gap-4">
          <span>
            <span className="block text-xs font-semibold tracking-[0.14em] text-muted uppercase">{project.category}</span>
            <span className="mt-2 block font-display text-2xl font-semibold tracking-tight md:text-3xl">{project.title}</span>
          </span>
          <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-full border border-line transition-colors duration-300 group-hover:border-accent group-hover:bg-accent group-hover:text-accent-ink">
            <ArrowUpRightIcon className="size-5" />
          </span>
        </span>
        <span className="flex flex-wrap gap-2">
          {cardChips(project).map((chip) => (
            <span key={chip} className="rounded-pill border border-line px-3 py-1 text-xs font-medium text-muted">
              {chip}
            </span>
          ))}
        </span>
        <span className="mt-auto grid grid-cols-3 gap-3 border-t border-line pt-5">
          {cardResults(project).map((result) => {
            const { figure, label } = splitResult(result);
            return (
              <span key={result} className="flex flex-col justify-end">
                {figure && <span className="font-display text-xl font-bold text-accent md:text-2xl">{figure}</span>}
                <span className="text-xs leading-snug text-muted">{label}</span>
              </span>
            );
          })}
        </span>
      </span>
    </Link>
  );
}
