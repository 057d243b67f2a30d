import { lazy, useEffect } from 'react';
import type { Project } from '../../../../shared/content/types';
import { keywordsOf } from '../../../../shared/site/keywords';
import { PageMeta } from '../../seo/PageMeta';
import { pushProjectView } from './analytics';
import { DefaultTemplate } from './DefaultTemplate';
import { MediaAltProvider } from './MediaDisplay';
import { SculptedLayout } from './SculptedLayout';
import { Spinner } from '../../ui';

/** A loaded project: its metadata, the view event, and the template its type asks for (or `layout` forces). */
export function ProjectView({ project, layout }: { project: Project; layout?: 'sculpted' }) {
  useEffect(() => pushProjectView(project), [project]);
  const sculpted = layout === 'sculpted' || project.project_type === 'sculpted';
  return (
    <>
      <PageMeta
        overrides={{
          title: project.title,
          description: project.description,
          keywords: keywordsOf(project.services, project.industry, project.category, project.client),
          ogImage: project.image_url,
        }}
      />
      <MediaAltProvider value={project.media_alt}>{sculpted ? <SculptedLayout project={project} /> : <DefaultTemplate project={project} />}</MediaAltProvider>
    </>
  );
}

/** The spinner a project page shows while it loads. */
export function ProjectLoading() {
  return (
    <div className="grid min-h-[70vh] place-items-center">
      <Spinner size="lg" label="Loading project..." showLabel />
    </div>
  );
}

/**
 * 'Project Not Found', loaded only when a project page shows it: a page that has its project, as every prerendered
 * one has, does not download it. It suspends to the page's boundary while it loads.
 */
export const ProjectNotFound = lazy(() => import('./ProjectNotFound'));
