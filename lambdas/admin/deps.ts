import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { conversations as chatConversations } from '../chat/deps';
import type { CancelBookingDeps } from '../bookings/cancel-booking';
import { bookingStore, calendarSnapshots, idempotencyStore, limitStore } from '../bookings/deps';
import { calendarStore } from '../calendar/deps';
import { Mailer } from '../content/mailer';
import { dynamo, requiredEnv, tableName } from '../lib/aws';
import { once } from '../lib/memo';
import { emailSender } from '../notifications/email-sender';
import { rateLimits } from '../lib/rate-limit';
import { notificationErrors as notificationErrorStore, suppressions as suppressionStore } from '../notifications/deps';
import { audit } from '../audit/deps';
import type { BookingOperationsDeps } from './booking-operations';
import type { SenderDeps } from './booking-senders';
import { InboxStore } from './inbox-store';
import type { StaffDeps } from './staff-service';
import { StaffTokenStore } from './staff-token-store';

/*
 * The staff handlers' dependencies, created once per Lambda container. Endpoints come from the SDK's standard
 * variables (AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER locally), the pool from COGNITO_USER_POOL_ID.
 */
let cognitoClient: CognitoIdentityProviderClient | undefined;

export const calendar = calendarStore;
export const bookings = bookingStore;
export const limits = limitStore;
export const suppressions = suppressionStore;
export const notificationErrors = notificationErrorStore;
export const inbox = once(
  () =>
    new InboxStore(dynamo(), {
      contactMessages: tableName('contact_messages'),
      subscribers: tableName('newsletter_subscribers'),
      conversations: tableName('chat_conversations'),
    }),
);
export const conversations = chatConversations;

export const cancelDeps = once(
  (): CancelBookingDeps => ({ bookings: bookings(), limits: limits(), now: () => Date.now() }),
);

/** Staff book for clients without the per-client limit: it counts one network address, and staff book for many. */
export const bookingOperationsDeps = once(
  (): BookingOperationsDeps => ({
    snapshots: calendarSnapshots(),
    bookings: bookings(),
    limits: limits(),
    idempotency: idempotencyStore(),
    clientLimit: 0,
    now: () => Date.now(),
    audit: audit(),
  }),
);

export const senderDeps = once((): SenderDeps => ({ ...cancelDeps(), audit: audit() }));
export const staffDeps = once(
  (): StaffDeps => ({
    cognito: (cognitoClient ??= new CognitoIdentityProviderClient({})),
    userPoolId: requiredEnv('COGNITO_USER_POOL_ID'),
    documents: dynamo(),
    rolesTable: tableName('user_roles'),
    tokens: new StaffTokenStore(dynamo(), tableName('staff_tokens')),
    mailer: new Mailer(emailSender(), requiredEnv('SENDER_EMAIL')),
    audit: audit(),
    rateLimits: rateLimits(),
    siteUrl: requiredEnv('SITE_URL'),
  }),
);
