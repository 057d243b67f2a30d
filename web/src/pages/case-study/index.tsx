import { useNavigate, useParams } from 'react-router-dom';
import { caseStudies } from '../../../../shared/content/case-study-stories';
import { CaseStudyView } from '../../features/projects/CaseStudyView';
import ProjectNotFound from '../../features/projects/ProjectNotFound';
import { PageMeta } from '../../seo/PageMeta';

/** /case-studies/{slug}: one of the eight static case studies, or 'Project Not Found'. */
export default function CaseStudyPage() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const study = caseStudies.find((candidate) => candidate.slug === slug.toLowerCase());
  // Back uses browser history; a visitor who landed here directly goes to the Work page instead of leaving the site.
  const back = () => (window.history.state?.idx > 0 ? navigate(-1) : navigate('/work'));
  if (!study) {
    return (
      <>
        <PageMeta overrides={{ title: 'Project Not Found', noindex: true }} />
        <ProjectNotFound message="The requested case study could not be found." back={back} />
      </>
    );
  }
  return <CaseStudyView study={study} onBack={back} />;
}
