import { Link } from 'react-router-dom';
import type { Project } from '../../../../shared/content/types';
import { ArrowRightIcon, Container, Section } from '../../ui';
import { ProjectCard } from './ProjectCard';
import { useNextProject } from './project-queries';

/**
 * The end of a project page, after its call to action: the next project in the Work grid's order, as its Work card,
 * and the way back to all of them, so a visitor who is not ready to talk yet has somewhere to go.
 */
export function NextProject({ current }: { current: Pick<Project, 'title'> }) {
  const next = useNextProject(current);
  if (!next) return null;
  return (
    <Section aria-labelledby="next-project-title">
      <Container className="grid items-center gap-8 md:grid-cols-2 md:gap-12">
        <div>
          <h2 id="next-project-title" className="font-display text-display-lg font-bold">
            Next project
          </h2>
          <Link to="/work" className="mt-6 inline-flex items-center gap-2 font-semibold text-accent underline-offset-4 hover:underline">
            See all projects
            <ArrowRightIcon className="size-4" />
          </Link>
        </div>
        <ProjectCard project={next} />
      </Container>
    </Section>
  );
}
