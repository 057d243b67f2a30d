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
    this.monitoring = new Monitoring(this, 'Monitoring', {
      metricsNamespace: config.metricsNamespace,
      alarmEmail: config.alarmEmail,
      functions: [...api.handlers.all(), ...web.publishing.handlers.all()].map(({ fn }) => ({ id: fn.node.id, fn: fn.function })),
      bookingFunction: bookingRoute ? api.handlers.get(bookingRoute).function : undefined,
      deadLetterQueues: [
        { id: 'OutboxDeadLetterQueue', queue: api.outbox.deadLetterQueue },
        // A page that failed to publish after every retry.
        { id: 'PublishingDeadLetterQueue', queue: web.publishing.outbox.deadLetterQueue },
      ],
      httpApiId: api.httpApi.api.apiId,
      realtimeApiId: api.realtimeApi.api.apiId,
      realtimeStage: api.realtimeApi.stage.stageName,
    });
    new CfnOutput(this, 'AlarmTopicArn', { value: this.monitoring.topic.topicArn });
  }
}
