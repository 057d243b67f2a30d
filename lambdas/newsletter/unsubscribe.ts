import { newsletterLinkHandler } from './link-handler';

/**
 * POST /api/newsletter/unsubscribe?token= — the unsubscribe page's button, and the one-click unsubscribe a mail client
 * POSTs to the List-Unsubscribe URL (body `List-Unsubscribe=One-Click`, which needs no reading) → `{status: 'unsubscribed'}`.
 */
export const handler = newsletterLinkHandler('unsubscribe');
