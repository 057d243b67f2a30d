import { newsletterConfirmationEmail } from '../../shared/content/emails';
import { newsletterConsentText, type NewsletterLinkResponse } from '../../shared/content/schemas';
import { AppError } from '../../shared/errors';
import { requiredEnv } from '../lib/aws';
import { emailSender } from '../notifications/email-sender';
import { readSecret } from '../lib/secrets';
import { Mailer } from '../content/mailer';
import { subscribers } from './deps';
import type { SubscriberStore } from './subscriber-store';
import { sealNewsletterToken, openNewsletterToken, type NewsletterAction } from './tokens';

export interface NewsletterDependencies {
  subscribers: SubscriberStore;
  mailer: Mailer;
  secret: string;
  siteUrl: string;
  now: () => Date;
}

export async function newsletterDependencies(): Promise<NewsletterDependencies> {
  return {
    subscribers: subscribers(),
    mailer: new Mailer(emailSender(), requiredEnv('SENDER_EMAIL')),
    secret: await readSecret('bookingToken'),
    siteUrl: requiredEnv('SITE_URL').replace(/\/+$/, ''),
    now: () => new Date(),
  };
}

/** The page an e-mailed link opens: its button sends the action, so opening the link alone changes nothing. */
export const newsletterLinkPage = (siteUrl: string, action: NewsletterAction, token: string) =>
  `${siteUrl}/newsletter/${action}?token=${encodeURIComponent(token)}`;

/**
 * Double opt-in: records the consent as pending and, when one is due, sends the confirmation e-mail. Its links open
 * the confirm and unsubscribe pages; its List-Unsubscribe header names the API's unsubscribe URL, which a mail
 * client POSTs to for a one-click unsubscribe (RFC 8058).
 */
export async function subscribe(deps: NewsletterDependencies, rawEmail: string): Promise<void> {
  const email = rawEmail.trim().toLowerCase();
  const due = await deps.subscribers.requestSubscription(email, newsletterConsentText, deps.now());
  if (!due) return;
  const token = (action: NewsletterAction) => sealNewsletterToken(deps.secret, action, email);
  const unsubscribeToken = token('unsubscribe');
  try {
    await deps.mailer.send({
      to: email,
      ...newsletterConfirmationEmail({
        confirmUrl: newsletterLinkPage(deps.siteUrl, 'confirm', token('confirm')),
        unsubscribeUrl: newsletterLinkPage(deps.siteUrl, 'unsubscribe', unsubscribeToken),
      }),
      headers: {
        'List-Unsubscribe': `<${deps.siteUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
  } catch (error) {
    await deps.subscribers.releaseConfirmation(email);
    throw error;
  }
}

/**
 * Confirms or unsubscribes the address a link's token names (the page's button, or a one-click unsubscribe). An
 * invalid token, another action's token, or an address that cannot take the action (confirming one that left) is an
 * invalid link.
 */
export async function applyNewsletterLink(deps: NewsletterDependencies, action: NewsletterAction, token: string | undefined): Promise<NewsletterLinkResponse> {
  const email = openNewsletterToken(deps.secret, action, token);
  const now = deps.now();
  const applied = email !== undefined && (action === 'confirm' ? await deps.subscribers.confirm(email, now) : await deps.subscribers.unsubscribe(email, now));
  if (!applied) {
    throw new AppError('VALIDATION_ERROR', {
      title: 'Invalid Link',
      message: 'This link is not valid: it may be incomplete, or its address has since unsubscribed. Please subscribe again from the footer of any page.',
    });
  }
  return { status: action === 'confirm' ? 'confirmed' : 'unsubscribed' };
}
