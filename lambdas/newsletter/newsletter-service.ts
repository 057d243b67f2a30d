import { newsletterConfirmationEmail } from '../../shared/content/emails';
import { newsletterConsentText } from '../../shared/content/schemas';
import { dynamo, requiredEnv, tableName } from '../lib/aws';
import { emailSender } from '../notifications/email-sender';
import { readSecret } from '../lib/secrets';
import { Mailer } from '../content/mailer';
import { SubscriberStore } from './subscriber-store';
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
    subscribers: new SubscriberStore(dynamo(), tableName('newsletter_subscribers')),
    mailer: new Mailer(emailSender(), requiredEnv('SENDER_EMAIL')),
    secret: await readSecret('bookingToken'),
    siteUrl: requiredEnv('SITE_URL').replace(/\/+$/, ''),
    now: () => new Date(),
  };
}

/** Double opt-in: records the consent as pending and, when one is due, sends the confirmation e-mail. */
export async function subscribe(deps: NewsletterDependencies, rawEmail: string): Promise<void> {
  const email = rawEmail.trim().toLowerCase();
  const due = await deps.subscribers.requestSubscription(email, newsletterConsentText, deps.now());
  if (!due) return;
  const link = (action: NewsletterAction) =>
    `${deps.siteUrl}/api/newsletter/${action}?token=${encodeURIComponent(sealNewsletterToken(deps.secret, action, email))}`;
  try {
    await deps.mailer.send({ to: email, ...newsletterConfirmationEmail({ confirmUrl: link('confirm'), unsubscribeUrl: link('unsubscribe') }) });
  } catch (error) {
    await deps.subscribers.releaseConfirmation(email);
    throw error;
  }
}

/** The page a confirm or unsubscribe link lands on. */
export type NewsletterOutcomePage = '/newsletter/confirmed' | '/newsletter/unsubscribed' | '/newsletter/invalid';

export async function followNewsletterLink(
  deps: NewsletterDependencies,
  action: NewsletterAction,
  token: string | undefined,
): Promise<NewsletterOutcomePage> {
  const email = openNewsletterToken(deps.secret, action, token);
  if (!email) return '/newsletter/invalid';
  if (action === 'confirm') {
    return (await deps.subscribers.confirm(email, deps.now())) ? '/newsletter/confirmed' : '/newsletter/invalid';
  }
  return (await deps.subscribers.unsubscribe(email, deps.now())) ? '/newsletter/unsubscribed' : '/newsletter/invalid';
}
