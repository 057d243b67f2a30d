/**
 * The route table is data, read by the CDK API stack (API Gateway routes, Lambda functions, grants, throttling)
 * and by the local gateway (which mounts the very same handler modules). A handler is named by its module's path
 * relative to the repository root and the export to call, `lambdas/admin/content/posts.ts#createPost`; a bare path
 * means the module's `handler` export. Each handler is a function of its own, whichever module it lives in.
 */
import type { ApplicationMetric } from './metrics';
import type { SecretName } from './secrets';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Throttling class: the CDK stack turns it into stage throttling and WAF rate rules; locally it is ignored. */
export type RateLimitClass = 'read' | 'booking' | 'form' | 'chat' | 'staff';

export type TableAccess = 'read' | 'write' | 'readwrite';

/** AWS capabilities beyond DynamoDB a handler needs; each becomes a least-privilege grant in CDK. */
export type Capability =
  | 'ses'
  | 'realtime'
  | 'bedrock'
  | 'cognito-admin'
  /** Presign uploads into the media bucket's `incoming/`. */
  | 'media-upload'
  /** Read whether an upload waits in `incoming/`, is served from `uploads/` or was reported in `rejected/`. */
  | 'media-status'
  /** Sniff uploads in `incoming/`: move them to `uploads/` (a thumbnail in `variants/`), or delete them and report why in `rejected/`. */
  | 'media-check'
  /** List the media bucket's `uploads/` (the studio's media library). */
  | 'media-list'
  /** Read (HEAD) a served upload in `uploads/`. */
  | 'media-read'
  /** Read and delete a served upload in `uploads/` and its thumbnail and variants in `variants/`. */
  | 'media-delete'
  /** Render pages with the web's SSR build (bundled with the function); grants nothing. */
  | 'site-render'
  /** Render pages, write and delete them in the site bucket and invalidate them in the site's CloudFront distribution. */
  | 'site-publish'
  /** Read uploads from the media bucket and write their image variants. */
  | 'media-variants'
  /** Write the redirects of renamed content into the site's CloudFront key-value store. */
  | 'redirect-publish';

export interface HandlerRequirements {
  /** Tables the handler touches and how. */
  tables?: Record<string, TableAccess>;
  capabilities?: Capability[];
  /** Secrets the handler reads at run time: read permission on exactly these, their ids in the environment. */
  secrets?: SecretName[];
  /**
   * Targets the handler creates, moves and deletes one-time schedules of (EventBridge Scheduler): their ARNs, the
   * schedule group and the role Scheduler invokes them with reach it in the environment (schedule-targets.ts).
   */
  schedules?: ScheduleTargetName[];
  /** Application metrics the handler emits (no permission needed): the monitoring stack alarms on and charts these. */
  metrics?: ApplicationMetric[];
  /** Seconds; defaults to 10. */
  timeoutSeconds?: number;
  /** MB; defaults to 512. */
  memoryMb?: number;
}

export interface HttpRoute extends HandlerRequirements {
  method: HttpMethod;
  /** API Gateway path with `{param}` placeholders, e.g. `/api/bookings/{id}`. */
  path: string;
  handler: string;
  /** `jwt`: requires a Cognito access token (API Gateway JWT authorizer; the local gateway verifies the same). */
  auth: 'none' | 'jwt';
  rateLimit: RateLimitClass;
}

/** The functions one-time schedules invoke (schedule-targets.ts). */
export type ScheduleTargetName = 'reminder' | 'publish';

/** Where a handler that names targets in `schedules` finds the role Scheduler invokes them with and its schedule group. */
export const SCHEDULER_ROLE_ENV = 'SCHEDULER_ROLE_ARN';
export const SCHEDULE_GROUP_ENV = 'SCHEDULE_GROUP';

/** `reminder` → `SCHEDULE_TARGET_REMINDER_ARN`. */
export function scheduleTargetArnEnvVar(name: ScheduleTargetName): string {
  return `SCHEDULE_TARGET_${name.toUpperCase()}_ARN`;
}

/** A function EventBridge Scheduler invokes at a schedule's time, with the schedule's input as its event. */
export interface ScheduleTarget extends HandlerRequirements {
  name: ScheduleTargetName;
  handler: string;
}

/** A handler module with what it needs, wherever it is invoked from. */
export interface HandlerDeclaration extends HandlerRequirements {
  handler: string;
}

export interface WebSocketRoute extends HandlerRequirements {
  routeKey: '$connect' | '$disconnect' | '$default';
  handler: string;
}

/** What a stream consumer gets when it names no batch size or retries: the same in AWS (CDK) and locally. */
export const DEFAULT_STREAM_BATCH_SIZE = 10;
export const DEFAULT_STREAM_RETRIES = 3;

export interface StreamConsumer extends HandlerRequirements {
  /** Logical table name whose stream feeds the handler. */
  table: string;
  handler: string;
  batchSize?: number;
  maxRetries?: number;
}

/** A handler run on a fixed schedule: an EventBridge rule in AWS, the local cloud's timer locally (both read this). */
export interface ScheduledHandler extends HandlerRequirements {
  handler: string;
  everyMinutes: number;
  description: string;
}

/** Logical S3 buckets of the product (infra/local creates them in the emulator; the CDK stacks in AWS). */
export type BucketName = 'site' | 'media';

/** A handler of a bucket's object-created notifications under a prefix (S3 event notifications in AWS). */
export interface BucketConsumer extends HandlerRequirements {
  bucket: BucketName;
  prefix: string;
  handler: string;
}

/**
 * A handler of SES's bounce and complaint events: the configuration set every send uses publishes them to
 * EventBridge in AWS, and the local SES emulator produces the same events for SES's mailbox simulator addresses.
 */
export interface EmailEventConsumer extends HandlerRequirements {
  handler: string;
}

/** The module a handler lives in and the export Lambda calls: `lambdas/x.ts#run` → `lambdas/x.ts`, `run`. */
export function handlerExport(handler: string): { module: string; exportName: string } {
  const [module, exportName = 'handler'] = handler.split('#');
  return { module, exportName };
}

/**
 * Stable id of a handler for function names and logs: `lambdas/calendar/get-settings.ts` → `CalendarGetSettings`,
 * `lambdas/admin/content/posts.ts#createPost` → `AdminContentPostsCreatePost`.
 */
export function handlerId(handler: string): string {
  const { module, exportName } = handlerExport(handler);
  return [...module.replace(/^lambdas\//, '').replace(/\.ts$/, '').split(/[/-]/), ...(exportName === 'handler' ? [] : [exportName])]
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('');
}
