import { Annotations, Duration, Stack } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { METRICS } from '../metrics';

const FIVE_MINUTES = Duration.minutes(5);

export interface MonitoredFunction {
  id: string;
  fn: lambda.IFunction;
}

export interface MonitoringProps {
  metricsNamespace: string;
  alarmEmail?: string;
  functions: MonitoredFunction[];
  /** The function serving `POST /api/bookings`, when the route table has it (dashboard: booking volume). */
  bookingFunction?: lambda.IFunction;
  deadLetterQueues: { id: string; queue: sqs.IQueue }[];
  httpApiId: string;
  realtimeApiId: string;
  realtimeStage: string;
}

/**
 * Alarms to one encrypted SNS topic (the operator's e-mail): any NotificationFailures in 5 minutes, any message
 * in a dead-letter queue, Lambda errors per function, Lambda throttles, HTTP API 5xx, WebSocket integration
 * errors. A dashboard with booking volume, notification failures and API latency.
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

    const notificationFailures = new cloudwatch.Metric({
      namespace: props.metricsNamespace,
      metricName: METRICS.notificationFailures,
      statistic: cloudwatch.Stats.SUM,
      period: FIVE_MINUTES,
    });
    this.alarm('NotificationFailures', notificationFailures, 1, 'A confirmation, notification or meeting link failed (see notification_errors).');

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

    const bookings = new cloudwatch.Metric({
      namespace: props.metricsNamespace,
      metricName: METRICS.bookingsCreated,
      statistic: cloudwatch.Stats.SUM,
      period: Duration.hours(1),
      label: 'Bookings created',
    });
    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      defaultInterval: Duration.days(7),
      widgets: [
        [
          new cloudwatch.GraphWidget({
            title: 'Booking volume',
            left: [
              bookings,
              ...(props.bookingFunction
                ? [props.bookingFunction.metricInvocations({ period: Duration.hours(1), label: 'POST /api/bookings calls' })]
                : []),
            ],
            width: 8,
          }),
          new cloudwatch.GraphWidget({
            title: 'Notification failures',
            left: [notificationFailures.with({ label: METRICS.notificationFailures })],
            width: 8,
          }),
          new cloudwatch.GraphWidget({
            title: 'HTTP API latency (ms)',
            left: ['p50', 'p90', 'p99'].map((stat) => httpApiMetric('Latency', stat).with({ label: `Latency ${stat}` })),
            right: [httpApiMetric('IntegrationLatency', 'p99').with({ label: 'Integration p99' })],
            width: 8,
          }),
        ],
        [
          new cloudwatch.GraphWidget({
            title: 'HTTP API requests and errors',
            left: [httpApiMetric('Count', cloudwatch.Stats.SUM)],
            right: [httpApiMetric('4xx', cloudwatch.Stats.SUM), httpApiMetric('5xx', cloudwatch.Stats.SUM)],
            width: 12,
          }),
          new cloudwatch.AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, width: 12, height: 6 }),
        ],
      ],
    });
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
