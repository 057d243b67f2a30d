import type { BucketConsumer, EmailEventConsumer, HandlerRequirements, HttpRoute, ScheduledHandler, ScheduleTarget, StreamConsumer, WebSocketRoute } from './types';
import { scheduleTargets as declaredScheduleTargets } from './schedule-targets';
import { bookingRoutes, bookingSchedules, bookingStreamConsumers } from './booking';
import { platformRoutes, realtimeRoutes } from './platform';
import { chatRoutes } from './chat';
import { contentRoutes } from './content';
import { adminRoutes } from './admin';
import { manageRoutes } from './manage';
import { messagingEmailEventConsumers } from './messaging';
import { privacyRoutes, privacyStreamConsumers } from './privacy';
import { studioBucketConsumers, studioRoutes, studioStreamConsumers } from './studio';
export { contentSeeder, redirectPublisher, siteRepublisher } from './studio';

export * from './types';
export * from './metrics';
export * from './secrets';

/**
 * Every HTTP handler reads the origin secret: `httpHandler` refuses a request that does not carry it (one that did
 * not come through CloudFront).
 */
const behindCloudFront = (route: HttpRoute): HttpRoute => ({ ...route, secrets: [...new Set([...(route.secrets ?? []), 'originVerify' as const])] });

/**
 * Every handler that sends e-mail reads the suppression list: the one sender (lambdas/notifications/email-sender.ts)
 * refuses an address that bounced or complained, whichever handler asks.
 */
const checksSuppressions = <T extends HandlerRequirements>(handler: T): T =>
  handler.capabilities?.includes('ses') ? { ...handler, tables: { email_suppressions: 'read', ...handler.tables } } : handler;

/** Every HTTP route of the API. One file per domain adds its own. */
export const httpRoutes: readonly HttpRoute[] = [...platformRoutes, ...bookingRoutes, ...chatRoutes, ...contentRoutes, ...adminRoutes, ...studioRoutes, ...manageRoutes, ...privacyRoutes]
  .map(behindCloudFront)
  .map(checksSuppressions);

/** The WebSocket API at `/realtime`. */
export const webSocketRoutes: readonly WebSocketRoute[] = realtimeRoutes;

/** DynamoDB stream consumers (the outbox). */
export const streamConsumers: readonly StreamConsumer[] = [...bookingStreamConsumers, ...studioStreamConsumers, ...privacyStreamConsumers].map(checksSuppressions);

/** SES bounce and complaint events (EventBridge in AWS, the SES emulator's mailbox simulator locally). */
export const emailEventConsumers: readonly EmailEventConsumer[] = messagingEmailEventConsumers;

/** S3 object-created consumers (uploaded media). */
export const bucketConsumers: readonly BucketConsumer[] = studioBucketConsumers;

/** Functions one-time schedules invoke (EventBridge Scheduler in AWS, its emulator locally). */
export const scheduleTargets: readonly ScheduleTarget[] = declaredScheduleTargets.map(checksSuppressions);

/** Handlers run on a schedule (EventBridge rules in AWS, timers in the local cloud). */
export const scheduledHandlers: readonly ScheduledHandler[] = bookingSchedules;
