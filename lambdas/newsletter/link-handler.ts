import { newsletterTokenQuerySchema } from '../../shared/content/schemas';
import { httpHandler } from '../lib/http';
import { applyNewsletterLink, newsletterDependencies } from './newsletter-service';
import type { NewsletterAction } from './tokens';

/** A POST handler for a newsletter link's action: 200 `{status}`, 400 for an invalid link. */
export function newsletterLinkHandler(action: NewsletterAction) {
  return httpHandler({ query: newsletterTokenQuerySchema }, async ({ query }) => ({
    body: await applyNewsletterLink(await newsletterDependencies(), action, query.token),
  }));
}
