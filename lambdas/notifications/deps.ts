import { brand } from '../../shared/site/brand';
import { dynamo, tableName } from '../lib/aws';
import { once } from '../lib/memo';
import { DeliveryStore } from './delivery-store';
import { NotificationErrorStore } from './notification-errors-store';
import { SuppressionStore } from './suppression-store';

/*
 * The notifications' stores with this container's client and table names, each built once, on first use. Only
 * stores live here, so a function that records a bounce or lists notification errors bundles nothing of the
 * e-mails, the meeting links or the realtime messages; the outbox consumer (process-booking-stream.ts) and the
 * reminder target (send-reminder.ts) build their use cases' dependencies from them.
 */

export const deliveries = once(() => new DeliveryStore(dynamo(), tableName('notification_deliveries')));
export const notificationErrors = once(() => new NotificationErrorStore(dynamo(), tableName('notification_errors')));
export const suppressions = once(() => new SuppressionStore(dynamo(), tableName('email_suppressions')));

/** The From address of the notifications: the configured sender, or the brand's support address. */
export const notificationSender = () => process.env.SENDER_EMAIL ?? `${brand.name} <${brand.supportEmail}>`;
