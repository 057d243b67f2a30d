/**
 * The application metrics (CloudWatch, embedded metric format) and the functions of `lambdas/lib/metrics.ts` that
 * record each. A handler declares in the route table which of them it emits (`metrics`); the monitoring stack alarms
 * on and charts only declared ones, and an infrastructure test checks that each declared metric's recorder is called
 * by the handler's code, so the dashboard never shows a metric nobody emits.
 */
export const APPLICATION_METRICS = {
  BookingsCreated: { recorders: ['recordBookingCreated'], meaning: 'A booking was confirmed.' },
  BookingsCancelled: { recorders: ['recordBookingCancelled'], meaning: 'A booking was cancelled (by the visitor or by staff).' },
  BookingsRescheduled: { recorders: ['recordBookingRescheduled'], meaning: 'A visitor moved a booking to another slot.' },
  BookingsRefused: {
    recorders: ['recordBookingRefused', 'countBookingRefusal', 'refusedAs'],
    meaning: 'A booking request was refused: the slot was taken, a limit was reached or the client is blocked.',
  },
  NotificationFailures: {
    recorders: ['recordNotificationFailure'],
    meaning: 'A confirmation, staff notification or meeting link failed (a row in notification_errors).',
  },
  ContentPublished: { recorders: ['recordContentPublished'], meaning: 'A content item went live (its page was rendered).' },
  CalendarSyncFailures: {
    recorders: ['recordCalendarSyncFailure'],
    meaning: 'Reading a staff calendar feed failed; its last busy times stay in force until a sync succeeds.',
  },
  PublishFailures: { recorders: ['recordPublishFailure'], meaning: 'Rendering or publishing a content item failed.' },
} as const;

export type ApplicationMetric = keyof typeof APPLICATION_METRICS;

/** Why a booking was refused (the `Reason` dimension of `BookingsRefused`). */
export type BookingRefusalReason = 'taken' | 'limit' | 'client-limit' | 'blocked';

/** Dimension names. Every metric is also published without dimensions, which is what the alarms watch. */
export const METRIC_DIMENSIONS = {
  refusalReason: 'Reason',
  notificationErrorType: 'ErrorType',
  contentKind: 'ContentKind',
} as const;

/** The namespace when `POWERTOOLS_METRICS_NAMESPACE` is unset (locally); CDK sets the configured one. */
export const DEFAULT_METRICS_NAMESPACE = 'Northstar';
