import { z } from 'zod';
import { newsletterTokenQuerySchema } from '../../shared/content/schemas';
import { httpHandler } from '../lib/http';
import { requiredEnv } from '../lib/aws';
import { newsletterLinkPage } from './newsletter-service';

const actionOfRoute = z.enum(['GET /api/newsletter/confirm', 'GET /api/newsletter/unsubscribe']).transform((route) => (route.endsWith('/confirm') ? 'confirm' : 'unsubscribe'));

/**
 * GET /api/newsletter/confirm?token= and /unsubscribe?token= (the links of e-mails sent before the links opened the
 * pages themselves) → 302 to the page whose button does the action. The GET itself changes nothing: mail scanners
 * open links.
 */
export const handler = httpHandler({ query: newsletterTokenQuerySchema }, async ({ event, query }) => {
  const action = actionOfRoute.parse(event.routeKey);
  return { status: 302, headers: { location: newsletterLinkPage(requiredEnv('SITE_URL').replace(/\/+$/, ''), action, query.token ?? '') } };
});
