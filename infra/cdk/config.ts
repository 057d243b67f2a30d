import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { z } from 'zod';
import { tableDefinitions } from '../../shared/contracts/tables';

const RETENTION_VALUES = Object.values(RetentionDays).filter((value): value is number => typeof value === 'number');

/**
 * Deployment configuration, read from CDK context (`cdk.json` → `context`, or `-c key=value` on the command line)
 * and validated here. Every value is optional: without a custom domain the app deploys to the default CloudFront
 * domain, which is what a first deploy needs. See docs/deploy.md for what each value does.
 */

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const optionalString = z.preprocess(emptyToUndefined, z.string().trim().min(1).optional());
const optionalEmail = z.preprocess(emptyToUndefined, z.email().optional());

/** `-c flag=false` arrives as the string "false". */
const booleanFlag = (fallback: boolean) =>
  z.preprocess((value) => {
    if (value === undefined || value === null || value === '') return fallback;
    if (typeof value === 'string') return !['false', '0', 'no', 'off'].includes(value.trim().toLowerCase());
    return value;
  }, z.boolean());

/** Lists arrive as JSON arrays from cdk.json or as comma-separated strings from `-c`. */
const stringList = z.preprocess((value) => {
  if (value === undefined || value === null || value === '') return [];
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed.startsWith('[')) return JSON.parse(trimmed);
    return trimmed.split(',').map((part) => part.trim()).filter(Boolean);
  }
  return value;
}, z.array(z.string().min(1)));

/**
 * A table restored to a point in time under a new name (`infra/cdk/scripts/restore-table.sh`), by logical table name:
 * the functions use it instead of the table the stack created. Arrives as an object from cdk.json or as a JSON string
 * from `-c restoredTables='{…}'`.
 */
const restoredTable = z.object({
  tableName: z.string().regex(/^[A-Za-z0-9_.-]{3,255}$/, 'must be a DynamoDB table name'),
  streamArn: z
    .string()
    .regex(/^arn:aws[a-z-]*:dynamodb:[a-z0-9-]+:\d{12}:table\/[A-Za-z0-9_.-]+\/stream\/[^/]+$/, 'must be a DynamoDB stream ARN')
    .optional(),
}).strict();

const restoredTables = z
  .preprocess((value) => {
    if (value === undefined || value === null || value === '') return {};
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }, z.record(z.string(), restoredTable, 'must be an object of table name → { tableName, streamArn }'))
  .superRefine((tables, ctx) => {
    for (const [name, restored] of Object.entries(tables)) {
      const definition = tableDefinitions.find((table) => table.name === name);
      if (!definition) {
        ctx.addIssue({ code: 'custom', path: [name], message: `unknown table "${name}" (not in shared/contracts/tables)` });
        continue;
      }
      // Stream consumers read the table's stream: without the copy's stream ARN they would keep reading the old one.
      if (definition.stream && !restored.streamArn) {
        ctx.addIssue({ code: 'custom', path: [name, 'streamArn'], message: `the ${name} table has a stream: give the restored table's stream ARN` });
      }
      if (!definition.stream && restored.streamArn) {
        ctx.addIssue({ code: 'custom', path: [name, 'streamArn'], message: `the ${name} table has no stream` });
      }
      if (restored.streamArn && !restored.streamArn.includes(`:table/${restored.tableName}/stream/`)) {
        ctx.addIssue({ code: 'custom', path: [name, 'streamArn'], message: `is not a stream of table ${restored.tableName}` });
      }
    }
  });

const domainPattern = /^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/;

const baseSchema = z.object({
    /** Prefix of every stack name (one deployment per account and region per prefix). */
    appName: z.preprocess(emptyToUndefined, z.string().regex(/^[A-Za-z][A-Za-z0-9]{0,30}$/).default('AgencySite')),
    /** Region of everything except the WAF web ACL (CloudFront-scoped WAF lives in us-east-1). */
    region: z.preprocess(emptyToUndefined, z.string().regex(/^[a-z]{2}(-[a-z]+)+-\d$/).optional()),
    /** Main domain, e.g. `example.com`; `calendar.<domainName>` is served by the same distribution. */
    domainName: z.preprocess(emptyToUndefined, z.string().toLowerCase().regex(domainPattern).optional()),
    /** ACM certificate in us-east-1 covering `domainName` and `calendar.<domainName>`. */
    certificateArn: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]+$/, 'must be an ACM certificate in us-east-1')
        .optional(),
    ),
    /** Route 53 public hosted zone of `domainName`: alias records and SES DKIM records are created in it. */
    hostedZoneId: optionalString,
    /** Name of that hosted zone when it is not `domainName` itself (e.g. a parent zone). */
    hostedZoneName: z.preprocess(emptyToUndefined, z.string().toLowerCase().regex(domainPattern).optional()),
    /** Public URL of the site used in e-mails; defaults to `https://<domainName>`. */
    siteUrl: z.preprocess(emptyToUndefined, z.url({ protocol: /^https$/ }).optional()),
    senderEmail: optionalEmail,
    staffEmail: optionalEmail,
    /** Receives every alarm (SNS e-mail subscription; confirm the e-mail AWS sends). */
    alarmEmail: optionalEmail,
    /** Bedrock model or inference-profile id for the chat assistant. */
    bedrockModelId: optionalString,
    /** Existing Secrets Manager secret holding the Google service-account JSON (calendar and Meet links). */
    googleServiceAccountSecretArn: z.preprocess(
      emptyToUndefined,
      z.string().regex(/^arn:aws[a-z-]*:secretsmanager:[a-z0-9-]+:\d{12}:secret:.+$/).optional(),
    ),
    /** Calendar the Meet events are created in (default: the service account's primary calendar). */
    googleCalendarId: optionalString,
    /** Workspace user the service account impersonates (needed to invite attendees). */
    googleImpersonateSubject: optionalEmail,
    /** Google Analytics 4 measurement id (G-XXXX); adds the Google hosts to the CSP. */
    gaMeasurementId: z.preprocess(emptyToUndefined, z.string().regex(/^G-[A-Z0-9]+$/).optional()),
    /** Microsoft Clarity project id; adds the Clarity hosts to the CSP. */
    clarityProjectId: z.preprocess(emptyToUndefined, z.string().regex(/^[a-z0-9]+$/).optional()),
    /** Extra https origins the consent-gated analytics may load scripts from or send data to. */
    analyticsHosts: stringList.pipe(z.array(z.string().regex(/^https:\/\/[a-z0-9.*-]+$/))),
    /** Keep tables and buckets on stack deletion, deletion protection on (production). */
    retainData: booleanFlag(true),
    /** Tables restored to a point in time under a new name that the functions use instead of the stack's own (docs/operations.md). */
    restoredTables,
    /** Loads the seed content into the content tables on the first deploy when they are all empty, so a new site is never blank. */
    seedContent: booleanFlag(true),
    logRetentionDays: z.preprocess(
      (value) => (value === undefined || value === '' ? 90 : Number(value)),
      z
        .number()
        .int()
        .refine((value) => RETENTION_VALUES.includes(value) && value > 0, {
          message: `must be one of ${RETENTION_VALUES.filter((value) => value > 0).join(', ')}`,
        }),
    ),
    /** Level of the handlers' logs (POWERTOOLS_LOG_LEVEL). */
    logLevel: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim().toUpperCase() : undefined),
      z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR']).default('INFO'),
    ),
    /**
     * CloudWatch namespace of the application metrics (shared/contracts/routes/metrics.ts); `appName` by default, so
     * staging's metrics never reach production's alarms.
     */
    metricsNamespace: z.preprocess(emptyToUndefined, z.string().regex(/^[A-Za-z0-9/_.-]+$/).optional()),
    /** Folder of the web build uploaded to the bucket, relative to the repository root. */
    webDistPath: z.preprocess(emptyToUndefined, z.string().default('web/dist')),
    /** CloudFront price class: 100 (NA+EU), 200, or All. */
    priceClass: z.preprocess(emptyToUndefined, z.enum(['100', '200', 'All']).default('100')),
  });

export const configSchema = baseSchema.superRefine((config, ctx) => {
  if (config.domainName && !config.certificateArn) {
    ctx.addIssue({ code: 'custom', path: ['certificateArn'], message: 'domainName requires certificateArn' });
  }
  if (config.certificateArn && !config.domainName) {
    ctx.addIssue({ code: 'custom', path: ['domainName'], message: 'certificateArn requires domainName' });
  }
  if (config.hostedZoneId && !config.domainName) {
    ctx.addIssue({ code: 'custom', path: ['domainName'], message: 'hostedZoneId requires domainName' });
  }
});

export type AppConfigInput = z.input<typeof configSchema>;

export interface AppConfig extends z.output<typeof configSchema> {
  /** Region of the regional stacks. */
  region: string;
  metricsNamespace: string;
  /** The names the distribution answers to (main and calendar), empty without a custom domain. */
  domainNames: string[];
  /** Sender address; `no-reply@<domainName>` by default. */
  senderEmail: string;
  /** Where booking notifications for staff go; the sender address by default. */
  staffEmail: string;
  /** The https origins the consent-gated analytics need, from the ids and `analyticsHosts`. */
  analytics: { googleAnalytics: boolean; clarity: boolean; extraHosts: string[] };
}

/** Every context key the app reads. */
export const CONTEXT_KEYS = Object.keys(baseSchema.shape) as (keyof AppConfigInput)[];

/** Validates raw context values; throws one readable error listing every invalid key. */
export function parseConfig(raw: Record<string, unknown>, defaultRegion?: string): AppConfig {
  const result = configSchema.safeParse(raw);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new Error(`Invalid CDK context:\n${lines.join('\n')}`);
  }
  const parsed = result.data;
  const domainNames = parsed.domainName ? [parsed.domainName, `calendar.${parsed.domainName}`] : [];
  const senderEmail = parsed.senderEmail ?? `no-reply@${parsed.domainName ?? 'example.com'}`;
  return {
    ...parsed,
    region: parsed.region ?? defaultRegion ?? 'eu-west-1',
    siteUrl: parsed.siteUrl ?? (parsed.domainName ? `https://${parsed.domainName}` : undefined),
    metricsNamespace: parsed.metricsNamespace ?? parsed.appName,
    domainNames,
    senderEmail,
    staffEmail: parsed.staffEmail ?? senderEmail,
    analytics: {
      googleAnalytics: Boolean(parsed.gaMeasurementId),
      clarity: Boolean(parsed.clarityProjectId),
      extraHosts: parsed.analyticsHosts,
    },
  };
}

/** Reads every known key from the construct tree's context (cdk.json and `-c`). */
export function readContext(tryGetContext: (key: string) => unknown): Record<string, unknown> {
  return Object.fromEntries(CONTEXT_KEYS.map((key) => [key, tryGetContext(key)]));
}
