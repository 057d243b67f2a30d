import type { Project } from '../../../../shared/content/types';
import { Skeleton } from '../../ui';
import { ProjectCard } from './ProjectCard';
import { SKELETON_CARDS } from './work-cards';

/** Two columns from medium screens up; 6 placeholder cards while loading; the empty state's two lines. */
export function ProjectGrid({ projects, loading }: { projects: Project[]; loading: boolean }) {
  if (loading) {
    return (
      <ul aria-busy="true" aria-label="Loading projects" className="grid gap-6 md:grid-cols-2">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index} data-testid="project-skeleton" className="overflow-hidden rounded-card border border-line bg-surface">
            <Skeleton className="aspect-[8/5] rounded-none" />
            <div className="flex flex-col gap-4 p-6 md:p-8">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-8 w-2/3" />
              <Skeleton className="h-6 w-full" />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  if (!projects.length) {
    return (
      <div className="rounded-card border border-dashed border-line px-6 py-20 text-center">
        <p className="font-display text-2xl font-semibold">No projects found</p>
        <p className="mt-3 text-muted">Try selecting a different industry filter.</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {projects.map((project) => (
        <li key={project.id} className="animate-rise">
          <ProjectCard project={project} />
        </li>
      ))}
    </ul>
  );
}
