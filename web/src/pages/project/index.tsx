import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ProjectLoading, ProjectView } from '../../features/projects/ProjectView';
import { useProjectDetail } from '../../features/projects/project-queries';
import { ApiError } from '../../lib/http';

/** /projects/{slug}: spinner, then the project's template; missing or failed → /404, replacing history. */
export default function ProjectPage() {
  const { slug = '' } = useParams();
  const { data, status, error } = useProjectDetail(slug);
  const navigate = useNavigate();

  useEffect(() => {
    if (slug.trim() && status !== 'error') return;
    if (!slug.trim()) console.error('No project slug provided');
    else if (error instanceof ApiError && error.status === 404) console.error(`Project "${slug}" not found`);
    else console.error('Failed to load project', error);
    navigate('/404', { replace: true });
  }, [slug, status, error, navigate]);

  if (status !== 'ready' || !data) return <ProjectLoading />;
  return <ProjectView project={data} />;
}
