import { useParams } from 'react-router-dom';
import { ProjectLoading, ProjectNotFound, ProjectView } from '../../features/projects/ProjectView';
import { useProjectDetail } from '../../features/projects/project-queries';
import { PageMeta } from '../../seo/PageMeta';

/** /sculpted/{slug}: any project in the sculpted layout, or 'Project Not Found'. */
export default function SculptedPage() {
  const { slug = '' } = useParams();
  const { data, status } = useProjectDetail(slug);
  if (status === 'loading') return <ProjectLoading />;
  if (!data) {
    return (
      <>
        <PageMeta overrides={{ title: 'Project Not Found', noindex: true }} />
        <ProjectNotFound message="The requested sculpted project could not be found." />
      </>
    );
  }
  return <ProjectView project={data} layout="sculpted" />;
}
