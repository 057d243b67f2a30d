import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { AppConfig } from '../config';
import { Monitoring } from '../constructs/monitoring';
import type { ApiStack } from './api-stack';

export interface MonitoringStackProps extends StackProps {
  config: AppConfig;
  api: ApiStack;
}

/** Alarms (to the operator's e-mail) and the dashboard. */
export class MonitoringStack extends Stack {
  readonly monitoring: Monitoring;

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);
    const { api, config } = props;
    const bookingRoute = api.bookingHandler;
    this.monitoring = new Monitoring(this, 'Monitoring', {
      metricsNamespace: config.metricsNamespace,
      alarmEmail: config.alarmEmail,
      functions: api.handlers.all().map(({ fn }) => ({ id: fn.node.id, fn: fn.function, logGroup: fn.logGroup })),
      bookingFunction: bookingRoute ? api.handlers.get(bookingRoute).function : undefined,
      deadLetterQueues: [...api.outbox.deadLetterQueues].map(([id, queue]) => ({ id: `${id}DeadLetterQueue`, queue })),
      emittedMetrics: [...new Set(api.handlers.all().flatMap(({ requirements }) => requirements.metrics ?? []))],
      httpApiId: api.httpApi.api.apiId,
      realtimeApiId: api.realtimeApi.api.apiId,
      realtimeStage: api.realtimeApi.stage.stageName,
    });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.monitoring.topic.topicArn });
  }
}
