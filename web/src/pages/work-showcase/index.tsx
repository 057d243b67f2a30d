import { useLocation } from 'react-router-dom';
import { ProjectLoading, ProjectNotFound, ProjectView } from '../../features/projects/ProjectView';
import { useProjectDetail } from '../../features/projects/project-queries';
import { useProjectList } from '../../features/projects/project-queries';
import { PageMeta } from '../../seo/PageMeta';

/**
 * /work/sculpted, /work/ave, /work/hobbs, /work/mania, /work/glow-recipe: showcase addresses over the project data.
 * /work/sculpted shows the newest sculpted project; the others show the project their name matches (the API's
 * slug and title rules, then the built-in glow-recipe fallback) in its own template.
 */
export default function WorkShowcasePage() {
  const name = useLocation().pathname.split('/').filter(Boolean).pop() ?? '';
  return name === 'sculpted' ? <NewestSculpted /> : <NamedProject slug={name} />;
}

function NewestSculpted() {
  const { projects, loading } = useProjectList();
  if (loading) return <ProjectLoading />;
  const project = projects.find((candidate) => candidate.project_type === 'sculpted');
  return project ? <ProjectView project={project} layout="sculpted" /> : <NotFound message="The requested sculpted project could not be found." />;
}

function NamedProject({ slug }: { slug: string }) {
  const { data, status } = useProjectDetail(slug);
  if (status === 'loading') return <ProjectLoading />;
  return data ? <ProjectView project={data} /> : <NotFound message="The requested project could not be found." />;
}

function NotFound({ message }: { message: string }) {
  return (
    <>
      <PageMeta overrides={{ title: 'Project Not Found', noindex: true }} />
      <ProjectNotFound message={message} />
    </>
  );
}
