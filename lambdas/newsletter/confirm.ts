import { newsletterLinkHandler } from './link-handler';

/** POST /api/newsletter/confirm?token= — the confirm page's button: confirms the subscription → `{status: 'confirmed'}`. */
export const handler = newsletterLinkHandler('confirm');
