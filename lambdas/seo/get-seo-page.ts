import { seoKeyParamsSchema } from '../../shared/content/schemas';
import { AppError } from '../../shared/errors';
import { httpHandler } from '../lib/http';
import { seoPages } from './deps';

/** GET /api/seo-pages/{key} — the page's metadata record; 404 lets the page use its built-in fallback. */
export const handler = httpHandler({ params: seoKeyParamsSchema }, async ({ params }) => {
  const page = await seoPages().get(params.key);
  if (!page) throw new AppError('NOT_FOUND', { message: `No metadata for page "${params.key}"` });
  return { body: { page }, headers: { 'cache-control': 'public, max-age=600' } };
});
