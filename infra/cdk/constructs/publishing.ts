import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type * as logs from 'aws-cdk-lib/aws-logs';
import type * as sns from 'aws-cdk-lib/aws-sns';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3n from 'aws-cdk-lib/aws-s3-notifications';
import * as triggers from 'aws-cdk-lib/triggers';
import { Construct, type IConstruct } from 'constructs';
import type { BucketConsumer, HandlerDeclaration, ScheduleTarget, StreamConsumer } from '../../../shared/contracts/routes/types';
import type { AppConfig } from '../config';
import { fromRoot } from '../paths';
import type { Auth } from './auth';
import type { TableInfo } from './database';
import { HandlerCatalog, type RealtimeEndpoint, type SiteTarget } from './handler-catalog';
import type { Messaging } from './messaging';
import { FunctionWatch } from './monitoring';
import { Outbox } from './outbox';
import { Scheduling } from './scheduling';

export interface PublishingProps {
  config: AppConfig;
  tables: Record<string, TableInfo>;
  messaging: Messaging;
  auth: Auth;
  realtime: RealtimeEndpoint;
  logRetention: logs.RetentionDays;
  site: SiteTarget;
  mediaBucket: s3.IBucket;
  /** The content tables' stream consumers (the publisher). */
  consumers: readonly StreamConsumer[];
  /** What the publisher's one-time schedules invoke (an item published at its `publish_at`). */
  scheduleTargets: readonly ScheduleTarget[];
  /** Renders the whole site after each upload of the web build. */
  republisher: HandlerDeclaration;
  /** Loads the seed content into empty content tables once, when the stack is first created, before the republish. */
  seeder?: HandlerDeclaration;
  /** The media bucket's object-created consumers (image variants). */
  bucketConsumers: readonly BucketConsumer[];
  /** The upload of the web build's pages, after which the whole site is rendered again. */
  siteDeployment: IConstruct;
  alarmTopic: sns.ITopic;
}

/** Identifies a web build, so every deploy of a new build runs the whole-site republish once. */
function webBuildId(config: AppConfig): string {
  const index = fromRoot(config.webDistPath, 'index.html');
  return existsSync(index) ? createHash('sha256').update(readFileSync(index)).digest('hex').slice(0, 16) : 'none';
}

/**
 * Publishing from the studio, beside the site it writes: the publisher reading the content tables' streams (retries,
 * then the dead-letter queue and its alarm), the whole-site republish after each deploy, and the image function the
 * media bucket notifies, and the publish schedules of items whose `publish_at` is ahead (with a schedule group and
 * invoking role of their own: the API stack's would make the two stacks depend on each other). They live in the web
 * stack because they write its bucket and invalidate its distribution, and nothing else may.
 */
export class Publishing extends Construct {
  readonly handlers: HandlerCatalog;
  readonly outbox: Outbox;
  /** The publish schedules' group and invoking role (absent when no target is declared). */
  readonly scheduling?: Scheduling;

  constructor(scope: Construct, id: string, props: PublishingProps) {
    super(scope, id);
    this.handlers = new HandlerCatalog(this, 'Handlers', {
      config: props.config,
      tables: props.tables,
      messaging: props.messaging,
      auth: props.auth,
      realtime: props.realtime,
      logRetention: props.logRetention,
      site: props.site,
      mediaBucket: props.mediaBucket,
    });
    this.handlers.addAll([...props.consumers, ...props.scheduleTargets, props.republisher, ...(props.seeder ? [props.seeder] : []), ...props.bucketConsumers]);
    if (props.scheduleTargets.length > 0) {
      const scheduling = (this.scheduling = new Scheduling(this, 'Scheduling', { groupName: `${props.config.appName}-publish-schedules` }));
      for (const target of props.scheduleTargets) scheduling.addTarget(target.name, this.handlers.get(target.handler));
      for (const { handler, fn, requirements } of this.handlers.all()) {
        if (requirements.schedules?.length) scheduling.allowScheduling(fn, requirements.schedules, handler);
      }
    }

    this.outbox = new Outbox(this, 'Outbox', { tables: props.tables });
    this.outbox.addConsumers(props.consumers, this.handlers);

    for (const consumer of props.bucketConsumers) {
      props.mediaBucket.addEventNotification(s3.EventType.OBJECT_CREATED, new s3n.LambdaDestination(this.handlers.get(consumer.handler).live), {
        prefix: consumer.prefix,
      });
    }

    const consumers = new Set(props.consumers.map((consumer) => consumer.handler));
    const watched = this.handlers.all().map(({ handler, fn }) => ({ handler, id: fn.node.id, fn: fn.function, logGroup: fn.logGroup }));
    new FunctionWatch(this, 'Watch', {
      topic: props.alarmTopic,
      queryPrefix: `${props.config.appName}/publishing`,
      functions: watched,
      streamConsumers: watched.filter(({ handler }) => consumers.has(handler)),
      deadLetterQueues: [...this.outbox.deadLetterQueues].map(([id, queue]) => ({ id: `${id}DeadLetterQueue`, queue })),
    });

    const republish = this.handlers.get(props.republisher.handler).function;
    // A new build changes the function's configuration, which makes the trigger run it again.
    republish.addEnvironment('SITE_BUILD_ID', webBuildId(props.config));
    const republishTrigger = new triggers.Trigger(this, 'RepublishAfterDeploy', {
      handler: republish,
      executeAfter: [props.siteDeployment],
      executeOnHandlerChange: true,
      timeout: republish.timeout,
    });
    if (props.seeder) {
      const seeder = this.handlers.get(props.seeder.handler);
      // Runs once, when the stack is created (a later change of the function does not run it again), after the
      // function's role holds its table grants; the seeder itself leaves alone tables that hold any content, so a
      // stack created again over retained tables keeps them as they are.
      const seedTrigger = new triggers.Trigger(this, 'SeedEmptySite', {
        handler: seeder.function,
        executeAfter: [seeder],
        executeOnHandlerChange: false,
        timeout: seeder.function.timeout,
      });
      republishTrigger.executeAfter(seedTrigger);
    }
  }
}
