import { CfnOutput, NestedStack, Stack, type StackProps } from 'aws-cdk-lib';
import type * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { handlerId, type EmailEventConsumer, type HttpRoute, type ScheduledHandler, type ScheduleTarget, type StreamConsumer, type WebSocketRoute } from '../../../shared/contracts/routes/types';
import type { AppConfig } from '../config';
import type { Auth } from '../constructs/auth';
import type { TableInfo } from '../constructs/database';
import { HandlerCatalog } from '../constructs/handler-catalog';
import { HttpApi } from '../constructs/http-api';
import type { Messaging } from '../constructs/messaging';
import { FunctionWatch } from '../constructs/monitoring';
import { Outbox } from '../constructs/outbox';
import { RealtimeApi } from '../constructs/realtime-api';
import { Scheduling } from '../constructs/scheduling';
import { addSchedules } from '../constructs/schedules';

export interface ApiStackProps extends StackProps {
  config: AppConfig;
  tables: Record<string, TableInfo>;
  messaging: Messaging;
  auth: Auth;
  /** The media bucket's name, imported from the data stack's export (the web stack creates the bucket). */
  mediaBucketName: string;
  alarmTopic: sns.ITopic;
  httpRoutes: readonly HttpRoute[];
  webSocketRoutes: readonly WebSocketRoute[];
  streamConsumers: readonly StreamConsumer[];
  /** SES's bounces and complaints, from the messaging configuration set's event destination. */
  emailEventConsumers: readonly EmailEventConsumer[];
  /** Functions one-time schedules invoke (a booking's reminders). */
  scheduleTargets: readonly ScheduleTarget[];
  /** Handlers run on a schedule (an EventBridge rule each, beside its function). */
  scheduledHandlers?: readonly ScheduledHandler[];
}

/**
 * The group of a handler module: its folder under `lambdas/`, subfolder included (`lambdas/admin/x.ts` → `admin`,
 * `lambdas/admin/content/x.ts` → `admin/content`). A group's saved log queries can name at most 50 log groups, so a
 * large area keeps its parts in folders of their own.
 */
export const functionGroupOf = (handler: string) => handler.split('#')[0]!.split('/').slice(1, -1).join('/') || 'other';

const pascal = (name: string) => name.split(/[^A-Za-z0-9]/).filter(Boolean).map((part) => part[0].toUpperCase() + part.slice(1)).join('');

/**
 * The HTTP API, the WebSocket API, the outbox stream consumers, the e-mail event consumers and every handler
 * function, from the route table.
 */
export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  readonly realtimeApi: RealtimeApi;
  readonly outbox: Outbox;
  readonly handlers: HandlerCatalog;
  readonly scheduling: Scheduling;
  /** One nested stack per group of functions, by group name. */
  readonly functionGroups = new Map<string, NestedStack>();
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
    // Each group of functions (a folder of lambdas/) lives in a nested stack of its own, with its roles, log groups,
    // versions, stream consumers' queues and what watches them: one stack holds at most 500 resources and 200
    // outputs, and keeping the alarms beside the functions means no other stack imports a function's name.
    const placement = (handler: string) => {
      const group = functionGroupOf(handler);
      let nested = this.functionGroups.get(group);
      if (!nested) {
        nested = new NestedStack(this, `Functions${pascal(group)}`, { description: `Agency site: the ${group} functions` });
        this.functionGroups.set(group, nested);
      }
      return nested;
    };
    this.handlers = new HandlerCatalog(this, 'Handlers', {
      config,
      mediaBucket: s3.Bucket.fromBucketName(this, 'MediaBucket', props.mediaBucketName),
      tables: props.tables,
      messaging: props.messaging,
      auth: props.auth,
      realtime: this.realtimeApi,
      logRetention,
      placement,
    });
    const scheduled = props.scheduledHandlers ?? [];
    this.handlers.addAll([...props.httpRoutes, ...props.webSocketRoutes, ...props.streamConsumers, ...props.emailEventConsumers, ...props.scheduleTargets, ...scheduled]);
    this.scheduling = new Scheduling(this, 'Scheduling', { groupName: `${config.appName}-schedules` });
    for (const target of props.scheduleTargets) this.scheduling.addTarget(target.name, this.handlers.get(target.handler));
    for (const { handler, fn, requirements } of this.handlers.all()) {
      if (requirements.schedules?.length) this.scheduling.allowScheduling(fn, requirements.schedules, handler);
    }
    this.httpApi.addRoutes(props.httpRoutes, this.handlers);
    this.realtimeApi.addRoutes(props.webSocketRoutes, this.handlers);
    this.outbox = new Outbox(this, 'Outbox', { tables: props.tables, placement });
    this.outbox.addConsumers(props.streamConsumers, this.handlers);
    this.outbox.addEmailEventConsumers(props.emailEventConsumers, this.handlers, props.messaging.configurationSet.configurationSetName);
    addSchedules(scheduled, this.handlers, placement);

    const consumers = new Set(props.streamConsumers.map((consumer) => consumer.handler));
    for (const [group, nested] of this.functionGroups) {
      const members = this.handlers.all().filter(({ handler }) => functionGroupOf(handler) === group);
      const watched = members.map(({ fn }) => ({ id: fn.node.id, fn: fn.function, logGroup: fn.logGroup }));
      new FunctionWatch(nested, 'Watch', {
        topic: props.alarmTopic,
        queryPrefix: `${config.appName}/${group}`,
        functions: watched,
        streamConsumers: watched.filter((_, index) => consumers.has(members[index].handler)),
        deadLetterQueues: members.flatMap(({ handler }) => {
          const queue = this.outbox.deadLetterQueues.get(handlerId(handler));
          return queue ? [{ id: `${handlerId(handler)}DeadLetterQueue`, queue }] : [];
        }),
      });
    }
    this.bookingHandler = props.httpRoutes.find(
      (route) => route.method === 'POST' && route.path === '/api/bookings',
    )?.handler;

    new CfnOutput(this, 'HttpApiEndpoint', { value: this.httpApi.api.apiEndpoint });
    new CfnOutput(this, 'RealtimeManagementEndpoint', { value: this.realtimeApi.managementEndpoint });
  }
}
