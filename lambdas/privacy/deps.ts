import { audit } from '../audit/deps';
import { bookingStore, limitStore } from '../bookings/deps';
import { conversations } from '../chat/deps';
import { contactMessages } from '../contact/deps';
import { Mailer } from '../content/mailer';
import { dynamo, requiredEnv, tableName } from '../lib/aws';
import { rateLimits } from '../lib/rate-limit';
import { subscribers } from '../newsletter/deps';
import { emailSender } from '../notifications/email-sender';
import { PrivacyRequestStore } from './request-store';
import type { PrivacyDeps } from './request-service';
import { SuppressedHashStore } from './suppressed-hash-store';

/**
 * The privacy handlers' dependencies, created once per Lambda container, each on first use: a function is given
 * only the tables its route declares (the request form's function cannot write bookings), so a store is built only
 * when a use case reaches for it.
 */
function lazily<T extends object>(factories: { [K in keyof T]: () => T[K] }): T {
  const made = new Map<keyof T, unknown>();
  const deps = {} as T;
  for (const key of Object.keys(factories) as (keyof T)[]) {
    Object.defineProperty(deps, key, {
      enumerable: true,
      get: () => {
        if (!made.has(key)) made.set(key, factories[key]());
        return made.get(key);
      },
    });
  }
  return deps;
}

let configured: PrivacyDeps | undefined;

export function privacyDeps(): PrivacyDeps {
  configured ??= lazily<PrivacyDeps>({
    bookings: bookingStore,
    limits: limitStore,
    contact: contactMessages,
    conversations,
    subscribers,
    audit,
    requests: () => new PrivacyRequestStore(dynamo(), tableName('privacy_requests')),
    suppressed: () => new SuppressedHashStore(dynamo(), tableName('suppressed_hashes')),
    rateLimits,
    mailer: () => new Mailer(emailSender(), requiredEnv('SENDER_EMAIL')),
    siteUrl: () => requiredEnv('SITE_URL').replace(/\/+$/, ''),
    now: () => () => Date.now(),
  });
  return configured;
}
