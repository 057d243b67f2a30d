/**
 * Application metrics the handlers publish (CloudWatch namespace from the `METRICS_NAMESPACE` environment variable,
 * `AgencySite` by default; no dimensions, unit Count) and the monitoring stack alarms on or charts. Publishing with
 * the embedded metric format (a JSON log line) needs no IAM permission; `PutMetricData` needs the `metrics`
 * capability in the route table.
 */
export const METRICS = {
  /** One per failed notification (meeting link, e-mail), besides the row in `notification_errors`. */
  notificationFailures: 'NotificationFailures',
  /** One per confirmed booking. */
  bookingsCreated: 'BookingsCreated',
} as const;
