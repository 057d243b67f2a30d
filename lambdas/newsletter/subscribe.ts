import { newsletterRequestSchema } from '../../shared/content/schemas';
import { httpHandler } from '../lib/http';
import { rateLimits } from '../lib/rate-limit';
import { newsletterDependencies, subscribe } from './newsletter-service';
import { countSubscription } from './subscription-limit';

/**
 * POST /api/newsletter `{email, consent: true}` → 202
 * `{status: 'pending'}`. The same answer whatever the address's state, so the API reveals nothing about it; 429 past
 * the client's sign-ups of the hour.
 */
export const handler = httpHandler({ body: newsletterRequestSchema }, async ({ body, sourceIp }) => {
  await countSubscription(rateLimits(), sourceIp, new Date());
  await subscribe(await newsletterDependencies(), body.email);
  return { status: 202, body: { status: 'pending' } };
});
