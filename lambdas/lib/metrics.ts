/**
 * CloudWatch metrics in the embedded metric format (EMF): one JSON line on stdout per data point, which Lambda's
 * log pipeline turns into a metric without an API call. Alarms (infrastructure) watch these names.
 */
export const METRICS_NAMESPACE = 'Northstar';

/** Every failed notification step (meeting link, e-mail, consumer error). Alarmed on by the infrastructure. */
export const NOTIFICATION_FAILURES = 'NotificationFailures';

export type MetricUnit = 'Count' | 'Milliseconds' | 'None';

export interface MetricPoint {
  name: string;
  value: number;
  unit?: MetricUnit;
  /** Published twice: without dimensions (what alarms watch) and with these. */
  dimensions?: Record<string, string>;
  /** Extra fields for log queries (not dimensions). */
  properties?: Record<string, unknown>;
}

/** Builds the EMF document of one data point. */
export function emfDocument(point: MetricPoint, now = Date.now()): Record<string, unknown> {
  const dimensions = point.dimensions ?? {};
  const dimensionNames = Object.keys(dimensions);
  return {
    _aws: {
      Timestamp: now,
      CloudWatchMetrics: [
        {
          Namespace: process.env.METRICS_NAMESPACE ?? METRICS_NAMESPACE,
          Dimensions: dimensionNames.length > 0 ? [[], dimensionNames] : [[]],
          Metrics: [{ Name: point.name, Unit: point.unit ?? 'Count' }],
        },
      ],
    },
    ...point.properties,
    ...dimensions,
    [point.name]: point.value,
  };
}

/** Writes one data point to stdout (where Lambda picks EMF up). */
export function putMetric(point: MetricPoint): void {
  console.log(JSON.stringify(emfDocument(point)));
}
