import { z } from 'zod';
import { previewBannerText, withPreviewBanner } from '../../shared/content/preview-banner';
import { articlePath, projectPath, withItem } from '../../shared/content/site-content';
import type { BlogPost, Project } from '../../shared/content/schemas';
import { AppError } from '../../shared/errors';
import { httpHandler } from '../lib/http';
import { readSecret } from '../lib/secrets';
import { readPreviewLink } from './preview/preview-link';
import { readSiteContent } from './publishing/read-site-content';
import { siteRenderer } from './publishing/site-renderer';
import { postStore, projectStore } from './deps';

const query = z.object({ token: z.string().max(2000).optional() });

const refused = (why: string) => new AppError('FORBIDDEN', { title: 'Preview Unavailable', message: why });

/**
 * GET /api/previews?token=… — a draft rendered as its page will be, by the build's renderer, from the site's
 * published content with this one item as it stands. Only a link the staff API signed, before it expires, opens it;
 * the answer is never cached nor indexed, and it carries no scripts (a snapshot: the app would not know this address).
 * A banner across its top says whether the item is a draft, scheduled, or published.
 */
export const handler = httpHandler({ query }, async ({ query: { token } }) => {
  if (!token) throw refused('This preview needs the link the studio made.');
  const claim = readPreviewLink(token, await readSecret('bookingToken'), new Date());
  if (claim === 'expired') throw refused('This preview link has expired. Open the preview again from the studio.');
  if (claim === 'invalid') throw refused('This preview link is not valid.');
  const item: BlogPost | Project | undefined = claim.kind === 'post' ? await postStore().get(claim.id) : await projectStore().get(claim.id);
  if (!item) throw new AppError('NOT_FOUND', { message: 'The item of this preview no longer exists.' });
  const path = claim.kind === 'post' ? articlePath(item as BlogPost) : projectPath(item as Project);
  const now = new Date();
  const [renderer, content] = await Promise.all([siteRenderer(), readSiteContent(now)]);
  const html = withPreviewBanner(await renderer.snapshot(path, withItem(content, claim.kind, item)), previewBannerText(item, now));
  return { html, headers: { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex, nofollow', 'referrer-policy': 'no-referrer' } };
});
