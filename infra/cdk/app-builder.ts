import { App, Aspects, Fn, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { bucketConsumers, contentSeeder, emailEventConsumers, httpRoutes, redirectPublisher, scheduledHandlers, scheduleTargets, siteRepublisher, streamConsumers, webSocketRoutes } from '../../shared/contracts/routes';
import type { BucketConsumer, EmailEventConsumer, HandlerDeclaration, HttpRoute, ScheduledHandler, ScheduleTarget, StreamConsumer, WebSocketRoute } from '../../shared/contracts/routes/types';
import { tableDefinitions } from '../../shared/contracts/tables';
import type { TableDefinition } from '../../shared/contracts/tables/types';
import { CdkProviderAcknowledgements } from './nag';
import { mediaBucketExport } from './constructs/media-bucket';
import { parseConfig, readContext, type AppConfig } from './config';
import { REALTIME_STAGE } from './constructs/realtime-api';
import { ApiStack } from './stacks/api-stack';
import { AuthStack } from './stacks/auth-stack';
import { DataStack } from './stacks/data-stack';
import { EdgeMonitoringStack } from './stacks/edge-monitoring-stack';
import { MonitoringStack } from './stacks/monitoring-stack';
import { ProtectionStack } from './stacks/protection-stack';
import { WebStack } from './stacks/web-stack';

/** The route table and table definitions; the shared ones unless a test passes its own. */
export interface AppDefinitions {
  httpRoutes: readonly HttpRoute[];
  webSocketRoutes: readonly WebSocketRoute[];
  streamConsumers: readonly StreamConsumer[];
  tableDefinitions: readonly TableDefinition[];
  bucketConsumers?: readonly BucketConsumer[];
  siteRepublisher?: HandlerDeclaration;
  emailEventConsumers?: readonly EmailEventConsumer[];
  scheduleTargets?: readonly ScheduleTarget[];
  scheduledHandlers?: readonly ScheduledHandler[];
}

export const sharedDefinitions: AppDefinitions = {
  httpRoutes,
  webSocketRoutes,
  streamConsumers,
  tableDefinitions,
  bucketConsumers,
  siteRepublisher,
  emailEventConsumers,
  scheduleTargets,
  scheduledHandlers,
};

/**
 * Handlers that write the site (the publisher, and the target of its publish schedules) run in the web stack, beside
 * the bucket and distribution they write.
 */
const writesSite = (handler: StreamConsumer | ScheduleTarget) => handler.capabilities?.includes('site-publish') ?? false;

export interface ProductionApp {
  config: AppConfig;
  data: DataStack;
  auth: AuthStack;
  api: ApiStack;
  protection: ProtectionStack;
  web: WebStack;
  monitoring: MonitoringStack;
  edgeMonitoring: EdgeMonitoringStack;
}

/**
 * Adds the stacks of one deployment to `app`, configured from the app's context, with cdk-nag's AWS Solutions
 * checks as a synth-time validation plugin (synth fails on any unacknowledged finding).
 */
export function buildProductionApp(app: App, definitions: AppDefinitions = sharedDefinitions): ProductionApp {
  const config = parseConfig(readContext((key) => app.node.tryGetContext(key)), process.env.CDK_DEFAULT_REGION);
  const account = process.env.CDK_DEFAULT_ACCOUNT;
  const env = { account, region: config.region };
  const name = (part: string) => `${config.appName}-${part}`;

  const data = new DataStack(app, name('Data'), {
    env,
    config,
    tableDefinitions: definitions.tableDefinitions,
    description: 'Agency site: DynamoDB tables, SES identity, secrets',
  });
  const alarmTopic = data.alerting.topic;
  const auth = new AuthStack(app, name('Auth'), { env, config, alarmTopic, description: 'Agency site: staff sign-in (Cognito)' });
  const api = new ApiStack(app, name('Api'), {
    env,
    config,
    tables: data.database.tables,
    messaging: data.messaging,
    auth: auth.auth,
    alarmTopic,
    mediaBucketName: Fn.importValue(mediaBucketExport(config)),
    httpRoutes: definitions.httpRoutes,
    webSocketRoutes: definitions.webSocketRoutes,
    streamConsumers: definitions.streamConsumers.filter((consumer) => !writesSite(consumer)),
    emailEventConsumers: definitions.emailEventConsumers ?? [],
    scheduleTargets: (definitions.scheduleTargets ?? []).filter((target) => !writesSite(target)),
    scheduledHandlers: definitions.scheduledHandlers ?? [],
    description: 'Agency site: HTTP and WebSocket APIs, handlers, outbox',
  });
  const protection = new ProtectionStack(app, name('Protection'), {
    env: { account, region: 'us-east-1' },
    crossRegionReferences: config.region !== 'us-east-1',
    config,
    httpRoutes: definitions.httpRoutes,
    description: 'Agency site: WAF web ACL of the distribution (us-east-1)',
  });
  const web = new WebStack(app, name('Web'), {
    env,
    crossRegionReferences: config.region !== 'us-east-1',
    config,
    httpApiDomain: api.httpApi.domainName,
    realtimeApiDomain: api.realtimeApi.domainName,
    originVerifySecret: data.messaging.originVerifySecret.secretValue,
    realtimeStage: REALTIME_STAGE,
    webAclArn: protection.protection.webAcl.attrArn,
    userPoolId: auth.auth.userPool.userPoolId,
    userPoolClientId: auth.auth.client.userPoolClientId,
    deploymentId: data.deploymentId,
    publishing: {
      alarmTopic,
      tables: data.database.tables,
      messaging: data.messaging,
      auth: auth.auth,
      realtime: api.realtimeApi,
      // The redirect publisher writes the distribution's key-value store, so it lives beside the publisher.
      consumers: [...definitions.streamConsumers.filter(writesSite), redirectPublisher],
      scheduleTargets: (definitions.scheduleTargets ?? []).filter(writesSite),
      republisher: definitions.siteRepublisher ?? siteRepublisher,
      seeder: config.seedContent ? contentSeeder : undefined,
      bucketConsumers: definitions.bucketConsumers ?? bucketConsumers,
    },
    description: 'Agency site: S3, CloudFront for both domains, web build, publishing from the studio',
  });
  const monitoring = new MonitoringStack(app, name('Monitoring'), {
    env,
    config,
    api,
    web,
    alarmTopic,
    description: 'Agency site: alarms and dashboard',
  });

  const edgeMonitoring = new EdgeMonitoringStack(app, name('EdgeMonitoring'), {
    env: { account, region: 'us-east-1' },
    crossRegionReferences: config.region !== 'us-east-1',
    config,
    distributionId: web.web.distribution.distributionId,
    description: 'Agency site: CloudFront and WAF alarms (us-east-1, where their metrics are)',
  });

  for (const stack of [data, auth, api, protection, web, monitoring, edgeMonitoring]) {
    // CloudFormation has no tags for dashboards.
    Tags.of(stack).add('application', config.appName, { excludeResourceTypes: ['AWS::CloudWatch::Dashboard'] });
  }
  Aspects.of(app).add(new CdkProviderAcknowledgements());
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { config, data, auth, api, protection, web, monitoring, edgeMonitoring };
}
