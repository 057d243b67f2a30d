import { findFallbackProject } from '../../shared/content/fallback-project';
import { slugParamsSchema } from '../../shared/content/schemas';
import { AppError } from '../../shared/errors';
import { httpHandler } from '../lib/http';
import { projectStore } from './deps';

/**
 * GET /api/projects/{slug} — the project a slug names (slug, slug ignoring case, or title with hyphens as spaces),
 * else the built-in fallback project, else 404.
 */
export const handler = httpHandler({ params: slugParamsSchema }, async ({ params }) => {
  const project = (await projectStore().findBySlug(params.slug, new Date())) ?? findFallbackProject(params.slug);
  if (!project) throw new AppError('NOT_FOUND', { message: `Project "${params.slug}" not found` });
  return { body: { project } };
});
