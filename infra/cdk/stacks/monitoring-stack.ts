import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type { AppConfig } from '../config';
import { Monitoring } from '../constructs/monitoring';
import type { ApiStack } from './api-stack';
import type { WebStack } from './web-stack';

export interface MonitoringStackProps extends StackProps {
  config: AppConfig;
  api: ApiStack;
  web: WebStack;
  alarmTopic: sns.ITopic;
}

/** The application's and the APIs' alarms (to the operator's topic) and the dashboard. */
export class MonitoringStack extends Stack {
  readonly monitoring: Monitoring;

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);
    const { api, web, config } = props;
    const bookingRoute = api.bookingHandler;
    const handlers = [...api.handlers.all(), ...web.publishing.handlers.all()];
    this.monitoring = new Monitoring(this, 'Monitoring', {
      metricsNamespace: config.metricsNamespace,
      topic: props.alarmTopic,
      bookingFunction: bookingRoute ? api.handlers.get(bookingRoute).function : undefined,
      emittedMetrics: [...new Set(handlers.flatMap(({ requirements }) => requirements.metrics ?? []))],
      httpApiId: api.httpApi.api.apiId,
      realtimeApiId: api.realtimeApi.api.apiId,
      realtimeStage: api.realtimeApi.stage.stageName,
    });
  }
}
