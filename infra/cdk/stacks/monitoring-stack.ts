import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { AppConfig } from '../config';
import { Monitoring } from '../constructs/monitoring';
import type { ApiStack } from './api-stack';
import type { WebStack } from './web-stack';

export interface MonitoringStackProps extends StackProps {
  config: AppConfig;
  api: ApiStack;
  web: WebStack;
}

/** Alarms (to the operator's e-mail) and the dashboard. */
export class MonitoringStack extends Stack {
  readonly monitoring: Monitoring;

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);
    const { api, web, config } = props;
    const bookingRoute = api.bookingHandler;
    const handlers = [...api.handlers.all(), ...web.publishing.handlers.all()];
    this.monitoring = new Monitoring(this, 'Monitoring', {
      metricsNamespace: config.metricsNamespace,
      alarmEmail: config.alarmEmail,
      functions: handlers.map(({ fn }) => ({ id: fn.node.id, fn: fn.function, logGroup: fn.logGroup })),
      bookingFunction: bookingRoute ? api.handlers.get(bookingRoute).function : undefined,
      // Each stream consumer's own queue, the publisher's included (a page that failed to publish after every retry).
      deadLetterQueues: [...api.outbox.deadLetterQueues, ...web.publishing.outbox.deadLetterQueues].map(([id, queue]) => ({ id: `${id}DeadLetterQueue`, queue })),
      emittedMetrics: [...new Set(handlers.flatMap(({ requirements }) => requirements.metrics ?? []))],
      httpApiId: api.httpApi.api.apiId,
      realtimeApiId: api.realtimeApi.api.apiId,
      realtimeStage: api.realtimeApi.stage.stageName,
    });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.monitoring.topic.topicArn });
  }
}
