import { newsletterRequestSchema } from '../../shared/content/schemas';
import { httpHandler } from '../lib/http';
import { newsletterDependencies, subscribe } from './newsletter-service';

/**
 * POST /api/newsletter `{email, consent: true}` (the old `send-newsletter-subscription` function) → 202
 * `{status: 'pending'}`. The same answer whatever the address's state, so the API reveals nothing about it.
 */
export const handler = httpHandler({ body: newsletterRequestSchema }, async ({ body }) => {
  await subscribe(await newsletterDependencies(), body.email);
  return { status: 202, body: { status: 'pending' } };
});
