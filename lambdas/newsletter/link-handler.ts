import { newsletterTokenQuerySchema } from '../../shared/content/schemas';
import { httpHandler } from '../lib/http';
import { followNewsletterLink, newsletterDependencies } from './newsletter-service';
import type { NewsletterAction } from './tokens';

/** A GET handler for an e-mail link: applies the token's action and redirects (302) to the outcome page. */
export function newsletterLinkHandler(action: NewsletterAction) {
  return httpHandler({ query: newsletterTokenQuerySchema }, async ({ query }) => {
    const deps = await newsletterDependencies();
    const page = await followNewsletterLink(deps, action, query.token);
    return { status: 302, headers: { location: `${deps.siteUrl}${page}` } };
  });
}
