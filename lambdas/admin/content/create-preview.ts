import { previewRequestSchema } from '../../../shared/content/studio-schemas';
import { AppError } from '../../../shared/errors';
import { staffWith } from '../../lib/auth';
import { httpHandler } from '../../lib/http';
import { readSecret } from '../../lib/secrets';
import { signPreviewLink } from '../../content/preview/preview-link';
import { postCollection, projectCollection } from './collections';

const collections = { post: postCollection, project: projectCollection };

/**
 * POST /api/admin/previews — `{kind, id}` → 201 `{url, expiresAt}`: a signed, expiring link to the item rendered as
 * its page will be, drafts included. Every staff role may preview (viewers read everything staff can).
 */
export const handler = httpHandler({ authorize: staffWith('dashboard:read'), body: previewRequestSchema }, async ({ body }) => {
  const item = await collections[body.kind].get(body.id);
  if (!item) throw new AppError('NOT_FOUND', { message: `No ${body.kind} with id "${body.id}".` });
  const { token, expiresAt } = signPreviewLink(body, await readSecret('bookingToken'), new Date());
  return { status: 201, body: { url: `/api/previews?token=${encodeURIComponent(token)}`, expiresAt } };
});
