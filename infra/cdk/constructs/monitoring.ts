import { Annotations, Duration, Stack } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { METRIC_DIMENSIONS, type ApplicationMetric } from '../../../shared/contracts/routes/metrics';

const FIVE_MINUTES = Duration.minutes(5);

/**
 * Refused bookings in five minutes that suggest abuse rather than visitors racing for a popular slot: the WAF lets
 * one address make 30 booking requests in five minutes, so this many refusals means several addresses at once.
 */
export const REFUSED_BOOKINGS_SPIKE = 30;

/**
 * The account's bounce and complaint rates that raise an alarm: below the rates at which SES puts an account under
 * review (5 % bounces, 0.1 % complaints), so there is time to act before it pauses sending.
 */
export const SES_REPUTATION_WARNINGS = { bounceRate: 0.04, complaintRate: 0.0008 } as const;

/** The saved Logs Insights queries (names as they appear in the console's Queries list). */
export const SAVED_QUERIES = {
  bookingLife: 'booking-life-by-id',
  errorsByRoute: 'errors-by-route',
  refusalsByReason: 'refusals-by-reason',
} as const;

export interface MonitoredFunction {
  id: string;
  fn: lambda.IFunction;
  logGroup: logs.ILogGroup;
}

export interface MonitoringProps {
  metricsNamespace: string;
  alarmEmail?: string;
  functions: MonitoredFunction[];
  /** The function serving `POST /api/bookings`, when the route table has it (dashboard: booking volume). */
  bookingFunction?: lambda.IFunction;
  /** One per stream consumer of the route table. */
  deadLetterQueues: { id: string; queue: sqs.IQueue }[];
  /** The application metrics some handler declares it emits (the route table's `metrics`): only these are read. */
  emittedMetrics: readonly ApplicationMetric[];
  httpApiId: string;
  realtimeApiId: string;
  realtimeStage: string;
}

/**
 * Alarms to one encrypted SNS topic (the operator's e-mail): any NotificationFailures or PublishFailures in 5 minutes,
 * a spike of refused bookings, the SES bounce or complaint rate nearing the point where SES reviews the account, any message in a stream consumer's dead-letter queue, Lambda errors per function,
 * Lambda throttles, HTTP API 5xx, WebSocket integration errors. A dashboard of the emitted application metrics and
 * the API, and the saved Logs Insights queries the runbook (docs/operations.md) uses.
 */
export class Monitoring extends Construct {
  readonly topic: sns.Topic;
  readonly alarms: cloudwatch.Alarm[] = [];
  readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    // CloudWatch cannot publish to a topic encrypted with the AWS-managed SNS key: a customer key it may use.
    const key = new kms.Key(this, 'TopicKey', {
      description: 'Encrypts the alarm topic',
      enableKeyRotation: true,
    });
    key.addToResourcePolicy(
      new iam.PolicyStatement({
        principals: [new iam.ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['kms:Decrypt', 'kms:GenerateDataKey*'],
        resources: ['*'],
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
    );
    this.topic = new sns.Topic(this, 'AlarmTopic', {
      displayName: 'Agency site alarms',
      masterKey: key,
      enforceSSL: true,
    });
    if (props.alarmEmail) {
      this.topic.addSubscription(new subscriptions.EmailSubscription(props.alarmEmail));
    } else {
      Annotations.of(this).addWarningV2('agency:alarm-email', 'No alarmEmail in context: alarms notify nobody.');
    }

    const emitted = new Set(props.emittedMetrics);
    const appMetric = (metricName: ApplicationMetric, period = FIVE_MINUTES) =>
      new cloudwatch.Metric({ namespace: props.metricsNamespace, metricName, statistic: cloudwatch.Stats.SUM, period });

    if (emitted.has('NotificationFailures')) {
      this.alarm('NotificationFailures', appMetric('NotificationFailures'), 1, 'A confirmation, notification or meeting link failed (see notification_errors).');
    }
    if (emitted.has('BookingsRefused')) {
      this.alarm(
        'BookingsRefusedSpike',
        appMetric('BookingsRefused'),
        REFUSED_BOOKINGS_SPIKE,
        `At least ${REFUSED_BOOKINGS_SPIKE} booking requests were refused in 5 minutes (slot taken, limits, blocked): possible abuse.`,
      );
    }
    if (emitted.has('PublishFailures')) {
      this.alarm('PublishFailures', appMetric('PublishFailures'), 1, 'Publishing a content item failed; the record is retried, then dead-lettered.');
    }

    // SES publishes the account's reputation (a rate over its recent sends) without dimensions.
    const reputation = (metricName: string) =>
      new cloudwatch.Metric({ namespace: 'AWS/SES', metricName, statistic: cloudwatch.Stats.MAXIMUM, period: Duration.hours(1) });
    const bounceRate = reputation('Reputation.BounceRate');
    const complaintRate = reputation('Reputation.ComplaintRate');
    this.alarm(
      'SesBounceRate',
      bounceRate,
      SES_REPUTATION_WARNINGS.bounceRate,
      `The account's SES bounce rate reached ${SES_REPUTATION_WARNINGS.bounceRate * 100} % (SES reviews the account at 5 %): see the suppressed addresses in the dashboard.`,
    );
    this.alarm(
      'SesComplaintRate',
      complaintRate,
      SES_REPUTATION_WARNINGS.complaintRate,
      `The account's SES complaint rate reached ${SES_REPUTATION_WARNINGS.complaintRate * 100} % (SES reviews the account at 0.1 %): see the suppressed addresses in the dashboard.`,
    );

    for (const { id: queueId, queue } of props.deadLetterQueues) {
      this.alarm(
        `${queueId}Depth`,
        queue.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: cloudwatch.Stats.MAXIMUM }),
        1,
        `Records failed every retry and wait in ${queueId} for replay.`,
      );
    }

    for (const { id: fnId, fn } of props.functions) {
      this.alarm(`${fnId}Errors`, fn.metricErrors({ period: FIVE_MINUTES, statistic: cloudwatch.Stats.SUM }), 1, `${fnId} failed.`);
    }
    this.alarm(
      'LambdaThrottles',
      new cloudwatch.Metric({ namespace: 'AWS/Lambda', metricName: 'Throttles', statistic: cloudwatch.Stats.SUM, period: FIVE_MINUTES }),
      1,
      'Lambda invocations in this region were throttled (account concurrency).',
    );

    const httpApiMetric = (metricName: string, statistic: string) =>
      new cloudwatch.Metric({
        namespace: 'AWS/ApiGateway',
        metricName,
        dimensionsMap: { ApiId: props.httpApiId },
        statistic,
        period: FIVE_MINUTES,
      });
    this.alarm('HttpApi5xx', httpApiMetric('5xx', cloudwatch.Stats.SUM), 1, 'The HTTP API answered with server errors.');
    this.alarm(
      'RealtimeIntegrationErrors',
      new cloudwatch.Metric({
        namespace: 'AWS/ApiGateway',
        metricName: 'IntegrationError',
        dimensionsMap: { ApiId: props.realtimeApiId, Stage: props.realtimeStage },
        statistic: cloudwatch.Stats.SUM,
        period: FIVE_MINUTES,
      }),
      1,
      'WebSocket route handlers failed.',
    );

    const hourly = (names: ApplicationMetric[]) => names.filter((name) => emitted.has(name)).map((name) => appMetric(name, Duration.hours(1)).with({ label: name }));
    const applicationGraphs: cloudwatch.IWidget[] = [];
    const bookingVolume = [
      ...hourly(['BookingsCreated', 'BookingsCancelled', 'BookingsRescheduled']),
      ...(props.bookingFunction ? [props.bookingFunction.metricInvocations({ period: Duration.hours(1), label: 'POST /api/bookings calls' })] : []),
    ];
    if (bookingVolume.length > 0) applicationGraphs.push(new cloudwatch.GraphWidget({ title: 'Booking volume', left: bookingVolume, width: 8 }));
    if (emitted.has('BookingsRefused')) {
      applicationGraphs.push(
        new cloudwatch.GraphWidget({
          title: 'Refused bookings by reason',
          left: [
            new cloudwatch.MathExpression({
              expression: `SEARCH('{${props.metricsNamespace},${METRIC_DIMENSIONS.refusalReason}} MetricName="BookingsRefused"', 'Sum', 300)`,
              label: '',
              period: FIVE_MINUTES,
            }),
          ],
          leftAnnotations: [{ value: REFUSED_BOOKINGS_SPIKE, label: 'Abuse alarm' }],
          width: 8,
        }),
      );
    }
    const failures = hourly(['NotificationFailures', 'PublishFailures']);
    if (failures.length > 0) applicationGraphs.push(new cloudwatch.GraphWidget({ title: 'Notification and publish failures', left: failures, width: 8 }));
    applicationGraphs.push(
      new cloudwatch.GraphWidget({
        title: 'SES reputation',
        left: [bounceRate.with({ label: 'Bounce rate' })],
        right: [complaintRate.with({ label: 'Complaint rate' })],
        leftAnnotations: [{ value: SES_REPUTATION_WARNINGS.bounceRate, label: 'Bounce alarm' }],
        rightAnnotations: [{ value: SES_REPUTATION_WARNINGS.complaintRate, label: 'Complaint alarm' }],
        width: 8,
      }),
    );
    const published = hourly(['ContentPublished']);
    if (published.length > 0) applicationGraphs.push(new cloudwatch.GraphWidget({ title: 'Content published', left: published, width: 8 }));

    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      defaultInterval: Duration.days(7),
      widgets: [
        applicationGraphs,
        [
          new cloudwatch.GraphWidget({
            title: 'HTTP API latency (ms)',
            left: ['p50', 'p90', 'p99'].map((stat) => httpApiMetric('Latency', stat).with({ label: `Latency ${stat}` })),
            right: [httpApiMetric('IntegrationLatency', 'p99').with({ label: 'Integration p99' })],
            width: 8,
          }),
          new cloudwatch.GraphWidget({
            title: 'HTTP API requests and errors',
            left: [httpApiMetric('Count', cloudwatch.Stats.SUM)],
            right: [httpApiMetric('4xx', cloudwatch.Stats.SUM), httpApiMetric('5xx', cloudwatch.Stats.SUM)],
            width: 8,
          }),
          new cloudwatch.AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, width: 8, height: 6 }),
        ],
      ],
    });

    this.addSavedQueries(props.functions.map(({ logGroup }) => logGroup));
  }

  /**
   * The Logs Insights queries of the runbook, saved over every handler's log group (Logs Insights → Queries). Log
   * lines are Powertools JSON: `level`, `message`, `service`, `route`, `correlation_id`, `booking_id`, …; metric
   * lines (embedded metric format) carry the metric's name as a field.
   */
  private addSavedQueries(logGroups: logs.ILogGroup[]): void {
    const query = (id: string, name: string, queryString: logs.QueryString) =>
      new logs.QueryDefinition(this, id, { queryDefinitionName: `${Stack.of(this).stackName}/${name}`, queryString, logGroups });
    query(
      'BookingLifeQuery',
      SAVED_QUERIES.bookingLife,
      new logs.QueryString({
        fields: ['@timestamp', 'service', 'level', 'message', 'correlation_id', 'route', 'step', 'kind', 'error.message'],
        // Replace the id with the booking's (from the staff dashboard, an e-mail or an earlier query).
        filterStatements: ['booking_id = "b-20261201-replace-with-the-booking-id"'],
        sort: '@timestamp asc',
        limit: 1000,
      }),
    );
    query(
      'ErrorsByRouteQuery',
      SAVED_QUERIES.errorsByRoute,
      new logs.QueryString({
        filterStatements: ['level in ["ERROR", "CRITICAL"]'],
        statsStatements: ['count(*) as errors, latest(message) as last_message, latest(correlation_id) as last_request by route, service'],
        sort: 'errors desc',
      }),
    );
    query(
      'RefusalsByReasonQuery',
      SAVED_QUERIES.refusalsByReason,
      new logs.QueryString({
        filterStatements: ['ispresent(BookingsRefused)'],
        statsStatements: [`sum(BookingsRefused) as refusals by ${METRIC_DIMENSIONS.refusalReason}, bin(1h)`],
        sort: 'refusals desc',
      }),
    );
  }

  private alarm(id: string, metric: cloudwatch.IMetric, threshold: number, description: string): cloudwatch.Alarm {
    const alarm = new cloudwatch.Alarm(this, `${id}Alarm`, {
      metric,
      threshold,
      evaluationPeriods: 1,
      datapointsToAlarm: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      alarmDescription: description,
    });
    alarm.addAlarmAction(new actions.SnsAction(this.topic));
    alarm.addOkAction(new actions.SnsAction(this.topic));
    this.alarms.push(alarm);
    return alarm;
  }
}
