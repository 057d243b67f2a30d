import { newsletterLinkHandler } from './link-handler';

/** GET /api/newsletter/confirm?token= — confirms a subscription, then redirects to /newsletter/confirmed. */
export const handler = newsletterLinkHandler('confirm');
