import { publisherTables } from './studio';
import type { ScheduleTarget } from './types';

/*
 * The functions one-time schedules invoke: in AWS through EventBridge Scheduler (each schedule names the target's
 * `live` alias and a role that may invoke it), locally through the Scheduler emulator of infra/local. A handler that
 * creates schedules names its targets in `schedules`; it gets each target's ARN in `scheduleTargetArnEnvVar(name)`,
 * the role in `SCHEDULER_ROLE_ARN` and the schedule group in `SCHEDULE_GROUP`.
 */
export const scheduleTargets: readonly ScheduleTarget[] = [
  {
    // A booking's reminder e-mail to the customer and each guest, sent once (docs/booking.md, "Reminders").
    name: 'reminder',
    handler: 'lambdas/notifications/send-reminder.ts',
    tables: { bookings: 'readwrite', notification_deliveries: 'readwrite', notification_errors: 'write' },
    capabilities: ['ses'],
    secrets: ['bookingToken'],
    metrics: ['NotificationFailures'],
    timeoutSeconds: 30,
  },
  {
    // A published post or project whose publish_at came: its page, lists and sitemap published (docs/content.md,
    // "Scheduling"). It writes the site, so it runs in the web stack beside the publisher that schedules it.
    name: 'publish',
    handler: 'lambdas/content/publish-scheduled.ts',
    tables: publisherTables,
    capabilities: ['site-publish'],
    metrics: ['ContentPublished', 'PublishFailures'],
    timeoutSeconds: 60,
    memoryMb: 1024,
  },
];
