import { audit } from '../audit/deps';
import { bookingStore, limitStore } from '../bookings/deps';
import { conversations } from '../chat/deps';
import { contactMessages } from '../contact/deps';
import { Mailer } from '../content/mailer';
import { dynamo, requiredEnv, tableName } from '../lib/aws';
import { once } from '../lib/memo';
import { rateLimits } from '../lib/rate-limit';
import { subscribers } from '../newsletter/deps';
import { emailSender } from '../notifications/email-sender';
import type { PersonalDataDeps, PersonalDataReaders } from './personal-data';
import { PrivacyRequestStore } from './request-store';
import type { RequestDeps } from './request-service';
import { SuppressedHashStore } from './suppressed-hash-store';

/*
 * The privacy domain's stores and its use cases' dependencies, each built once per container, on first use. The
 * stores that hold personal data are reused from their own domains. Each use case gets only what it uses, so a
 * function needs only the tables its route declares: the request form's function reads a few tables and writes none
 * of the personal data.
 */

export const privacyRequests = once(() => new PrivacyRequestStore(dynamo(), tableName('privacy_requests')));
export const suppressedHashes = once(() => new SuppressedHashStore(dynamo(), tableName('suppressed_hashes')));

/** The stores a lookup of an address reads. */
const readers = (): PersonalDataReaders => ({ bookings: bookingStore(), contact: contactMessages(), conversations: conversations(), subscribers: subscribers() });

/** Reading, exporting and erasing an address, and the request log: confirming a request, staff's erasure and list. */
export const personalDataDeps = once(
  (): PersonalDataDeps => ({
    ...readers(),
    limits: limitStore(),
    audit: audit(),
    requests: privacyRequests(),
    suppressed: suppressedHashes(),
    now: () => Date.now(),
  }),
);

const privacyMailer = once(() => new Mailer(emailSender(), requiredEnv('SENDER_EMAIL')));

/**
 * A visitor's request for a copy or an erasure: the lookup of the address, the request log, limits and e-mail. The
 * sender and the site's address are read only when a request is mailed, as an address the product holds nothing
 * about is answered without either.
 */
export const requestDeps = once(
  (): RequestDeps => ({
    ...readers(),
    requests: privacyRequests(),
    rateLimits: rateLimits(),
    get mailer() {
      return privacyMailer();
    },
    get siteUrl() {
      return requiredEnv('SITE_URL').replace(/\/+$/, '');
    },
    now: () => Date.now(),
  }),
);
