import type { Project } from '../../../../shared/content/types';
import { analyticsCategory } from './project-sections';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** The project-view event: name and category ('Unknown' when empty). */
export function pushProjectView(project: Pick<Project, 'title' | 'category'>, target: DataLayerWindow = window) {
  target.dataLayer = target.dataLayer ?? [];
  target.dataLayer.push({ event: 'project_view', project_name: project.title, project_category: analyticsCategory(project) });
}
