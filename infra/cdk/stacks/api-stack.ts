import { CfnOutput, NestedStack, Stack, type StackProps } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { mediaBucketName } from '../constructs/media-bucket';
import type * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { EmailEventConsumer, HttpRoute, StreamConsumer, WebSocketRoute } from '../../../shared/contracts/routes/types';
import type { AppConfig } from '../config';
import type { Auth } from '../constructs/auth';
import type { TableInfo } from '../constructs/database';
import { HandlerCatalog } from '../constructs/handler-catalog';
import { HttpApi } from '../constructs/http-api';
import type { Messaging } from '../constructs/messaging';
import { Outbox } from '../constructs/outbox';
import { RealtimeApi } from '../constructs/realtime-api';

export interface ApiStackProps extends StackProps {
  config: AppConfig;
  tables: Record<string, TableInfo>;
  messaging: Messaging;
  auth: Auth;
  httpRoutes: readonly HttpRoute[];
  webSocketRoutes: readonly WebSocketRoute[];
  streamConsumers: readonly StreamConsumer[];
  /** SES's bounces and complaints, from the messaging configuration set's event destination. */
  emailEventConsumers: readonly EmailEventConsumer[];
}

/**
 * The HTTP API, the WebSocket API, the outbox stream consumers, the e-mail event consumers and every handler
 * function, from the route table.
 */
export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  readonly realtimeApi: RealtimeApi;
  readonly outbox: Outbox;
  readonly handlers: HandlerCatalog;
  /** Handler module of `POST /api/bookings`, when the route table has it. */
  readonly bookingHandler?: string;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config } = props;
    const logRetention = config.logRetentionDays as logs.RetentionDays;

    this.realtimeApi = new RealtimeApi(this, 'Realtime', { logRetention, retainLogs: config.retainData });
    this.httpApi = new HttpApi(this, 'Http', {
      jwtIssuer: props.auth.issuer,
      jwtAudience: [props.auth.client.userPoolClientId],
      logRetention,
      retainLogs: config.retainData,
    });
    // The functions (with their roles, policies, log groups and invoke permissions) and the stream consumers' queues
    // live in a nested stack: one stack may hold 500 resources, and seventy-odd functions need about five each.
    const functions = new NestedStack(this, 'Functions');
    this.handlers = new HandlerCatalog(functions, 'Handlers', {
      config,
      // Created by the web stack under a fixed name (the web stack depends on this one).
      mediaBucket: s3.Bucket.fromBucketName(this, 'MediaBucket', mediaBucketName(config)),
      tables: props.tables,
      messaging: props.messaging,
      auth: props.auth,
      realtime: this.realtimeApi,
      logRetention,
    });
    this.handlers.addAll([...props.httpRoutes, ...props.webSocketRoutes, ...props.streamConsumers, ...props.emailEventConsumers]);
    this.httpApi.addRoutes(props.httpRoutes, this.handlers);
    this.realtimeApi.addRoutes(props.webSocketRoutes, this.handlers);
    this.outbox = new Outbox(functions, 'Outbox', { tables: props.tables });
    this.outbox.addConsumers(props.streamConsumers, this.handlers);
    this.outbox.addEmailEventConsumers(props.emailEventConsumers, this.handlers, props.messaging.configurationSet.configurationSetName);
    this.bookingHandler = props.httpRoutes.find(
      (route) => route.method === 'POST' && route.path === '/api/bookings',
    )?.handler;

    new CfnOutput(this, 'HttpApiEndpoint', { value: this.httpApi.api.apiEndpoint });
    new CfnOutput(this, 'RealtimeManagementEndpoint', { value: this.realtimeApi.managementEndpoint });
  }
}
