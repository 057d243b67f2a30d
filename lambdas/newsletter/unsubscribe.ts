import { newsletterLinkHandler } from './link-handler';

/** GET /api/newsletter/unsubscribe?token= — unsubscribes, then redirects to /newsletter/unsubscribed. */
export const handler = newsletterLinkHandler('unsubscribe');
