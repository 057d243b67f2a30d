import { useMemo } from 'react';
import type { Project } from '../../../shared/content/types';
import { useHttp, type Http } from './useHttp';

export function projectsApi(http: Http) {
  return {
    /** GET /api/projects: every project, newest first. Throws ApiError on failure. */
    async list(signal?: AbortSignal): Promise<Project[]> {
      const { projects } = await http.get<{ projects: Project[] }>('/api/projects', { signal });
      return projects;
    },
    /** GET /api/projects/{slug}: the matching project (or the built-in fallback). Throws ApiError (404 NOT_FOUND). */
    async get(slug: string, signal?: AbortSignal): Promise<Project> {
      const { project } = await http.get<{ project: Project }>(`/api/projects/${encodeURIComponent(slug)}`, { signal });
      return project;
    },
  };
}

/** Typed access to the projects endpoints (shared by the home portfolio and the Work pages). */
export function useProjectsApi() {
  const http = useHttp();
  return useMemo(() => projectsApi(http), [http]);
}
