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

/** Saved Logs Insights queries name their log groups, and CloudWatch allows at most this many per query. */
export const MAX_QUERY_LOG_GROUPS = 50;

/** A stream consumer this far behind its stream is delaying e-mails or pages, not just busy. */
export const ITERATOR_AGE_LIMIT = Duration.minutes(5);

export interface AlarmOptions {
  threshold: number;
  description: string;
  /**
   * A critical alarm fires on one data point (every occurrence is an incident: a lost e-mail, a dead-lettered
   * record) and also tells the operator when it is over. Any other alarm fires only when two of three data points
   * breach, so a single blip wakes nobody, and sends no OK message.
   */
  critical?: boolean;
}

/** One alarm to the operator's topic, with the datapoint and OK rules of `AlarmOptions.critical`. */
export function raiseAlarm(scope: Construct, id: string, topic: sns.ITopic, metric: cloudwatch.IMetric, options: AlarmOptions): cloudwatch.Alarm {
  const alarm = new cloudwatch.Alarm(scope, `${id}Alarm`, {
    metric,
    threshold: options.threshold,
    evaluationPeriods: options.critical ? 1 : 3,
    datapointsToAlarm: options.critical ? 1 : 2,
    comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    alarmDescription: options.description,
  });
  alarm.addAlarmAction(new actions.SnsAction(topic));
  if (options.critical) alarm.addOkAction(new actions.SnsAction(topic));
  return alarm;
}

export interface AlertingProps {
  alarmEmail?: string;
}

/**
 * The operator's alarm topic (encrypted, e-mail subscription). It is created before everything it watches, so each
 * function's alarms live beside the function and no stack imports another's function names to watch them.
 */
export class Alerting extends Construct {
  readonly topic: sns.Topic;

  constructor(scope: Construct, id: string, props: AlertingProps) {
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
  }
}

export interface FunctionWatchProps {
  topic: sns.ITopic;
  /** Prefix of the saved queries' names (the deployment and the group of functions). */
  queryPrefix: string;
  functions: MonitoredFunction[];
  /** The functions among them that read a DynamoDB stream. */
  streamConsumers: MonitoredFunction[];
  /** The dead-letter queue of each stream consumer. */
  deadLetterQueues: { id: string; queue: sqs.IQueue }[];
}

/**
 * What watches a group of functions, deployed beside them: failures or throttles of each function (two of three
 * 5-minute periods), how far each stream consumer lags behind its stream, any record in a consumer's dead-letter
 * queue, and the runbook's saved Logs Insights queries over the group's log groups.
 */
export class FunctionWatch extends Construct {
  readonly alarms: cloudwatch.Alarm[] = [];

  constructor(scope: Construct, id: string, props: FunctionWatchProps) {
    super(scope, id);
    for (const { id: fnId, fn } of props.functions) {
      const failures = new cloudwatch.MathExpression({
        expression: 'errors + throttles',
        usingMetrics: {
          errors: fn.metricErrors({ period: FIVE_MINUTES, statistic: cloudwatch.Stats.SUM }),
          throttles: fn.metricThrottles({ period: FIVE_MINUTES, statistic: cloudwatch.Stats.SUM }),
        },
        label: `${fnId} errors and throttles`,
        period: FIVE_MINUTES,
      });
      this.alarms.push(raiseAlarm(this, `${fnId}Failures`, props.topic, failures, { threshold: 1, description: `${fnId} failed or was throttled.` }));
    }
    for (const { id: fnId, fn } of props.streamConsumers) {
      this.alarms.push(
        raiseAlarm(this, `${fnId}IteratorAge`, props.topic, fn.metric('IteratorAge', { period: FIVE_MINUTES, statistic: cloudwatch.Stats.MAXIMUM }), {
          threshold: ITERATOR_AGE_LIMIT.toMilliseconds(),
          description: `${fnId} is more than ${ITERATOR_AGE_LIMIT.toMinutes()} minutes behind its stream: e-mails or pages are late.`,
          critical: true,
        }),
      );
    }
    for (const { id: queueId, queue } of props.deadLetterQueues) {
      this.alarms.push(
        raiseAlarm(this, `${queueId}Depth`, props.topic, queue.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: cloudwatch.Stats.MAXIMUM }), {
          threshold: 1,
          description: `Records failed every retry and wait in ${queueId} for replay.`,
          critical: true,
        }),
      );
    }
    const logGroups = props.functions.map(({ logGroup }) => logGroup);
    if (logGroups.length > MAX_QUERY_LOG_GROUPS) {
      throw new Error(`${this.node.path}: ${logGroups.length} functions in one group; a saved query names at most ${MAX_QUERY_LOG_GROUPS} log groups`);
    }
    if (logGroups.length > 0) addSavedQueries(this, props.queryPrefix, logGroups);
  }
}

export interface MonitoringProps {
  metricsNamespace: string;
  topic: sns.ITopic;
  /** The function serving `POST /api/bookings`, when the route table has it (dashboard: booking volume). */
  bookingFunction?: lambda.IFunction;
  /** The application metrics some handler declares it emits (the route table's `metrics`): only these are read. */
  emittedMetrics: readonly ApplicationMetric[];
  httpApiId: string;
  realtimeApiId: string;
  realtimeStage: string;
}

/**
 * The application's own alarms (failed notifications and publishes, a spike of refused bookings), the APIs' (HTTP
 * 5xx, WebSocket integration errors) and a dashboard of the emitted application metrics and the API. Each
 * function's own alarms and the saved queries live beside the functions (`FunctionWatch`).
 */
export class Monitoring extends Construct {
  readonly topic: sns.ITopic;
  readonly alarms: cloudwatch.Alarm[] = [];
  readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.topic = props.topic;

    const emitted = new Set(props.emittedMetrics);
    const appMetric = (metricName: ApplicationMetric, period = FIVE_MINUTES) =>
      new cloudwatch.Metric({ namespace: props.metricsNamespace, metricName, statistic: cloudwatch.Stats.SUM, period });

    if (emitted.has('NotificationFailures')) {
      this.alarm('NotificationFailures', appMetric('NotificationFailures'), { threshold: 1, description: 'A confirmation, notification or meeting link failed (see notification_errors).', critical: true });
    }
    if (emitted.has('BookingsRefused')) {
      this.alarm(
        'BookingsRefusedSpike',
        appMetric('BookingsRefused'),
        {
          threshold: REFUSED_BOOKINGS_SPIKE,
          description: `At least ${REFUSED_BOOKINGS_SPIKE} booking requests were refused in 5 minutes (slot taken, limits, blocked): possible abuse.`,
        },
      );
    }
    if (emitted.has('PublishFailures')) {
      this.alarm('PublishFailures', appMetric('PublishFailures'), { threshold: 1, description: 'Publishing a content item failed; the record is retried, then dead-lettered.' });
    }
    if (emitted.has('CalendarSyncFailures')) {
      // A feed can be down for a moment; an hour of failed reads (12 scheduled syncs) means staff must look at it.
      this.alarm('CalendarSyncFailures', appMetric('CalendarSyncFailures', Duration.hours(1)), {
        threshold: 12,
        description: 'A staff calendar feed failed to sync for about an hour: its last busy times still block slots, but new events are missed (see the Calendars section).',
      });
    }

    // SES publishes the account's reputation (a rate over its recent sends) without dimensions.
    const reputation = (metricName: string) =>
      new cloudwatch.Metric({ namespace: 'AWS/SES', metricName, statistic: cloudwatch.Stats.MAXIMUM, period: Duration.hours(1) });
    const bounceRate = reputation('Reputation.BounceRate');
    const complaintRate = reputation('Reputation.ComplaintRate');
    this.alarm('SesBounceRate', bounceRate, {
      threshold: SES_REPUTATION_WARNINGS.bounceRate,
      description: `The account's SES bounce rate reached ${SES_REPUTATION_WARNINGS.bounceRate * 100} % (SES reviews the account at 5 %): see the suppressed addresses in the dashboard.`,
      critical: true,
    });
    this.alarm('SesComplaintRate', complaintRate, {
      threshold: SES_REPUTATION_WARNINGS.complaintRate,
      description: `The account's SES complaint rate reached ${SES_REPUTATION_WARNINGS.complaintRate * 100} % (SES reviews the account at 0.1 %): see the suppressed addresses in the dashboard.`,
      critical: true,
    });

    const httpApiMetric = (metricName: string, statistic: string) =>
      new cloudwatch.Metric({
        namespace: 'AWS/ApiGateway',
        metricName,
        dimensionsMap: { ApiId: props.httpApiId },
        statistic,
        period: FIVE_MINUTES,
      });
    this.alarm('HttpApi5xx', httpApiMetric('5xx', cloudwatch.Stats.SUM), { threshold: 1, description: 'The HTTP API answered with server errors.', critical: true });
    this.alarm(
      'RealtimeIntegrationErrors',
      new cloudwatch.Metric({
        namespace: 'AWS/ApiGateway',
        metricName: 'IntegrationError',
        dimensionsMap: { ApiId: props.realtimeApiId, Stage: props.realtimeStage },
        statistic: cloudwatch.Stats.SUM,
        period: FIVE_MINUTES,
      }),
      { threshold: 1, description: 'WebSocket route handlers failed.' },
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
    const failures = hourly(['NotificationFailures', 'PublishFailures', 'CalendarSyncFailures']);
    if (failures.length > 0) applicationGraphs.push(new cloudwatch.GraphWidget({ title: 'Notification, publish and calendar sync failures', left: failures, width: 8 }));
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
  }

  private alarm(id: string, metric: cloudwatch.IMetric, options: AlarmOptions): cloudwatch.Alarm {
    const alarm = raiseAlarm(this, id, this.topic, metric, options);
    this.alarms.push(alarm);
    return alarm;
  }
}

/**
 * The Logs Insights queries of the runbook, saved over the log groups of one group of functions (Logs Insights → Queries). Log
 * lines are Powertools JSON: `level`, `message`, `service`, `route`, `correlation_id`, `booking_id`, …; metric
 * lines (embedded metric format) carry the metric's name as a field.
 */
function addSavedQueries(scope: Construct, prefix: string, logGroups: logs.ILogGroup[]): void {
  const query = (id: string, name: string, queryString: logs.QueryString) =>
    new logs.QueryDefinition(scope, id, { queryDefinitionName: `${prefix}/${name}`, queryString, logGroups });
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
