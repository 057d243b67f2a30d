import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { AppError } from '../../shared/errors';
import {
  DEFAULT_METRICS_NAMESPACE,
  METRIC_DIMENSIONS,
  type ApplicationMetric,
  type BookingRefusalReason,
} from '../../shared/contracts/routes/metrics';
import { appendLogKeys, logger } from './logger';

export type { BookingRefusalReason };

const namespace = process.env.POWERTOOLS_METRICS_NAMESPACE || DEFAULT_METRICS_NAMESPACE;

/**
 * Publishes one data point at once (Powertools Metrics, embedded metric format: a JSON line Lambda's log pipeline
 * turns into a CloudWatch metric, no API call and no permission). Published without dimensions, which is what the
 * alarms watch, and with `dimensions` when given; `metadata` lands in the log line only (for Logs Insights).
 * Powertools adds a `service` dimension by default; it is dropped so that every function's points add up in one
 * series an alarm can read.
 */
function publish(name: ApplicationMetric, dimensions: Record<string, string> = {}, metadata: Record<string, string> = {}): void {
  const point = new Metrics({ namespace, singleMetric: true });
  point.clearDefaultDimensions();
  point.addDimensions({});
  if (Object.keys(dimensions).length > 0) point.addDimensions(dimensions);
  for (const [key, value] of Object.entries(metadata)) point.addMetadata(key, value);
  point.addMetric(name, MetricUnit.Count, 1);
}

/** A booking was committed (once per booking, not per retried request). */
export function recordBookingCreated(bookingId: string): void {
  appendLogKeys({ booking_id: bookingId });
  logger.info('booking created');
  publish('BookingsCreated', {}, { booking_id: bookingId });
}

/** A booking stopped occupying its slot (cancelled by the visitor or by staff). */
export function recordBookingCancelled(bookingId: string): void {
  appendLogKeys({ booking_id: bookingId });
  logger.info('booking cancelled');
  publish('BookingsCancelled', {}, { booking_id: bookingId });
}

/** A visitor moved a booking to another slot. */
export function recordBookingRescheduled(bookingId: string): void {
  appendLogKeys({ booking_id: bookingId });
  logger.info('booking rescheduled');
  publish('BookingsRescheduled', {}, { booking_id: bookingId });
}

/** A staff calendar's feed could not be read (its last busy times stay); `reason` is the words staff see, never the address. */
export function recordCalendarSyncFailure(calendarId: string, reason: string): void {
  logger.warn('calendar sync failed', { calendar_id: calendarId, reason });
  publish('CalendarSyncFailures', {}, { calendar_id: calendarId });
}

/** A booking request was refused: `taken` (the slot), `limit` (per address), `client-limit` (per client), `blocked`. */
export function recordBookingRefused(reason: BookingRefusalReason): void {
  logger.info('booking refused', { reason });
  publish('BookingsRefused', { [METRIC_DIMENSIONS.refusalReason]: reason });
}

/** The refusal reason of an error a booking request ended with, if it is a refusal. */
const REFUSALS: Partial<Record<string, BookingRefusalReason>> = {
  DUPLICATE_BOOKING: 'taken',
  BOOKING_LIMIT_REACHED: 'limit',
  RATE_LIMITED: 'client-limit',
};

/** Refusals already counted where they were decided (see `refusedAs`). */
const counted = new WeakSet<object>();

/**
 * Counts a refusal under a reason its error code does not tell (a blocked sender gets the limit's answer, so that it
 * learns nothing of the block) and returns the error to throw; `countBookingRefusal` then leaves it alone.
 */
export function refusedAs(reason: BookingRefusalReason, error: AppError): AppError {
  recordBookingRefused(reason);
  counted.add(error);
  return error;
}

/** Counts a booking request's error as a refusal when it is one, and throws it on (for `.catch`). */
export function countBookingRefusal(error: unknown): never {
  const reason = error instanceof AppError && !counted.has(error) ? REFUSALS[error.code] : undefined;
  if (reason) recordBookingRefused(reason);
  throw error;
}

/** A notification step failed (meeting link, e-mail, the consumer itself); the row is in `notification_errors`. */
export function recordNotificationFailure(errorType: string, bookingId: string, message: string): void {
  appendLogKeys({ booking_id: bookingId });
  logger.warn('notification failed', { error_type: errorType, error_message: message });
  publish('NotificationFailures', { [METRIC_DIMENSIONS.notificationErrorType]: errorType }, { booking_id: bookingId });
}

/** A content item went live: its page and the sitemap were written. `kind`: post, project, video, page. */
export function recordContentPublished(contentId: string, kind: string): void {
  appendLogKeys({ content_id: contentId });
  logger.info('content published', { content_kind: kind });
  publish('ContentPublished', { [METRIC_DIMENSIONS.contentKind]: kind }, { content_id: contentId });
}

/** Rendering or publishing a content item failed (its record is retried, then dead-lettered). */
export function recordPublishFailure(contentId: string, kind: string, error: unknown): void {
  appendLogKeys({ content_id: contentId });
  logger.error('content publishing failed', { content_kind: kind, error });
  publish('PublishFailures', { [METRIC_DIMENSIONS.contentKind]: kind }, { content_id: contentId });
}
