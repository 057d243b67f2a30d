import { Annotations, Arn, ArnFormat, Stack } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as logs from 'aws-cdk-lib/aws-logs';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { secretIdEnvVar, type SecretName } from '../../../shared/contracts/routes/secrets';
import { handlerId, type Capability, type HandlerDeclaration, type HandlerRequirements } from '../../../shared/contracts/routes/types';
import { tableEnvVar } from '../../../shared/contracts/tables/types';
import type { AppConfig } from '../config';
import type { Auth } from './auth';
import type { TableInfo } from './database';
import { HandlerFunction, mergeRequirements, type HandlerFunctionProps } from './handler-function';
import { copyInstalledPackages, installedPackageClosure } from './installed-packages';
import { fromRoot, repoRoot } from '../paths';
import type { Messaging } from './messaging';

export interface RealtimeEndpoint {
  /** `https://{api}.execute-api.{region}.amazonaws.com/realtime`. */
  managementEndpoint: string;
  /** ARN of the stage's connections (`{api}/realtime/<any method>/@connections/<any id>`): send, info, disconnect. */
  connectionsArn: string;
}

/** The site bucket and distribution a publisher writes and invalidates. */
export interface SiteTarget {
  bucket: s3.IBucket;
  distribution: cloudfront.IDistribution;
  /** The key-value store of redirects the site's routing function reads. */
  redirects?: cloudfront.IKeyValueStore;
}

export interface HandlerCatalogProps {
  config: AppConfig;
  /** For `site-publish` handlers (the publisher, in the web stack where both live). */
  site?: SiteTarget;
  /** For `media-upload` and `media-list` handlers. */
  mediaBucket?: s3.IBucket;
  tables: Record<string, TableInfo>;
  messaging: Messaging;
  auth: Auth;
  realtime: RealtimeEndpoint;
  logRetention: logs.RetentionDays;
  /** Where a handler's function is created (e.g. the nested stack of its group); this catalog by default. */
  placement?: (handler: string) => Construct;
}

/** Handlers declared with requirements; several routes may share one module. */
export type { HandlerDeclaration };

const BEDROCK_GEO_PREFIX = /^(us|eu|apac|us-gov|global|jp|au|ca)\./;

/**
 * Creates one Lambda function per handler module of the route table, with exactly the environment and the
 * permissions its declared tables and capabilities need: `read` / `write` / `readwrite` on its own tables (and their
 * indexes) only; `ses` → send from the sender identity through the configuration set; `realtime` → post to
 * WebSocket connections; `bedrock` → invoke the configured model; `cognito-admin` → manage users of the pool; reading
 * `user_roles` (a role check) → read a user's MFA settings. Each declared secret → read on that secret alone and its
 * ARN (never its value) as `<NAME>_SECRET_ID`. Metrics are published as log lines (embedded metric format) and need
 * no permission.
 */
export class HandlerCatalog extends Construct {
  private readonly functions = new Map<string, HandlerFunction>();
  private readonly requirements = new Map<string, HandlerRequirements>();

  constructor(scope: Construct, id: string, private readonly props: HandlerCatalogProps) {
    super(scope, id);
    if (!props.config.siteUrl) {
      Annotations.of(this).addWarningV2(
        'agency:site-url',
        'No siteUrl/domainName in context: the API handlers get no SITE_URL, so links in e-mails cannot be built (the ' +
          'site itself is rendered for the distribution\'s own domain). After the first deploy, redeploy with ' +
          '-c siteUrl=https://<DistributionDomainName> (docs/deploy.md).',
      );
    }
  }

  private required<K extends 'site' | 'mediaBucket'>(key: K, handler: string): NonNullable<HandlerCatalogProps[K]> {
    const value = this.props[key];
    if (!value) throw new Error(`${handler} needs ${key}, which this stack's handler catalog was not given`);
    return value as NonNullable<HandlerCatalogProps[K]>;
  }

  /** Creates the functions of all declarations (merging requirements per module). Call once. */
  addAll(declarations: readonly HandlerDeclaration[]): void {
    const byModule = new Map<string, HandlerRequirements[]>();
    for (const declaration of declarations) {
      byModule.set(declaration.handler, [...(byModule.get(declaration.handler) ?? []), declaration]);
    }
    for (const [handler, list] of byModule) this.create(handler, mergeRequirements(list));
  }

  get(handler: string): HandlerFunction {
    const found = this.functions.get(handler);
    if (!found) throw new Error(`No function for handler ${handler}`);
    return found;
  }

  all(): { handler: string; fn: HandlerFunction; requirements: HandlerRequirements }[] {
    return [...this.functions].map(([handler, fn]) => ({ handler, fn, requirements: this.requirements.get(handler)! }));
  }

  private create(handler: string, requirements: HandlerRequirements): HandlerFunction {
    const { config, tables, messaging, auth, realtime } = this.props;
    const id = handlerId(handler);
    const capabilities = new Set<Capability>(requirements.capabilities ?? []);
    const environment: Record<string, string> = {
      SENDER_EMAIL: config.senderEmail,
      STAFF_EMAIL: config.staffEmail,
      COGNITO_USER_POOL_ID: auth.userPool.userPoolId,
      COGNITO_CLIENT_ID: auth.client.userPoolClientId,
      COGNITO_ISSUER: auth.issuer,
      POWERTOOLS_METRICS_NAMESPACE: config.metricsNamespace,
    };
    if (config.siteUrl) environment.SITE_URL = config.siteUrl;
    if (config.googleCalendarId) environment.GOOGLE_CALENDAR_ID = config.googleCalendarId;
    if (config.googleImpersonateSubject) environment.GOOGLE_IMPERSONATE_SUBJECT = config.googleImpersonateSubject;

    for (const name of Object.keys(requirements.tables ?? {})) {
      const info = tables[name];
      if (!info) throw new Error(`${handler} declares unknown table "${name}" (not in shared/contracts/tables)`);
      environment[tableEnvVar(name)] = info.table.tableName;
    }
    if (capabilities.has('ses')) environment.SES_CONFIGURATION_SET = messaging.configurationSet.configurationSetName;
    if (capabilities.has('realtime')) environment.REALTIME_MANAGEMENT_ENDPOINT = realtime.managementEndpoint;
    if (['media-upload', 'media-list', 'media-status', 'media-read', 'media-delete'].some((need) => capabilities.has(need as Capability))) environment.MEDIA_BUCKET = this.required('mediaBucket', handler).bucketName;
    if (capabilities.has('redirect-publish')) {
      const store = this.required('site', handler).redirects;
      if (store) environment.REDIRECT_STORE_ARN = store.keyValueStoreArn;
    }
    if (capabilities.has('site-publish')) {
      const site = this.required('site', handler);
      environment.SITE_BUCKET = site.bucket.bucketName;
      environment.SITE_DISTRIBUTION_ID = site.distribution.distributionId;
    }
    if (rendersPages(capabilities)) environment.SITE_RENDERER_DIR = SITE_RENDERER_DIR;
    if (capabilities.has('bedrock') && config.bedrockModelId) environment.BEDROCK_MODEL_ID = config.bedrockModelId;
    const secrets = this.declaredSecrets(handler, requirements.secrets ?? []);
    for (const [name, secret] of secrets) environment[secretIdEnvVar(name)] = secret.secretArn;

    const fn = new HandlerFunction(this.props.placement?.(handler) ?? this, id, {
      ...bundleExtras(capabilities),
      entry: handler,
      id,
      timeoutSeconds: requirements.timeoutSeconds,
      memoryMb: requirements.memoryMb,
      environment,
      logRetention: this.props.logRetention,
      retainLogs: config.retainData,
      logLevel: config.logLevel,
    });

    for (const [name, access] of Object.entries(requirements.tables ?? {})) {
      fn.grantTable(tables[name].table.tableArn, access, tables[name].indexNames);
    }
    for (const capability of capabilities) this.grantCapability(fn, capability, handler);
    if (requirements.tables?.user_roles) {
      // A handler reading `user_roles` checks its caller's role, and an administrator must have two-factor sign-in
      // on: it asks the pool for that user's MFA settings (lambdas/lib/auth.ts).
      fn.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['cognito-idp:AdminGetUser'], resources: [this.props.auth.userPool.userPoolArn] }));
    }
    for (const [, secret] of secrets) {
      // GetSecretValue alone: that is all Powertools Parameters calls (the secrets use the account's managed key).
      fn.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [secret.secretArn] }));
    }

    this.functions.set(handler, fn);
    this.requirements.set(handler, requirements);
    return fn;
  }

  /** The declared secrets that exist in this deployment (the Google one only when configured). */
  private declaredSecrets(handler: string, names: SecretName[]): [SecretName, secretsmanager.ISecret][] {
    const { messaging } = this.props;
    const secrets: Record<SecretName, secretsmanager.ISecret | undefined> = {
      bookingToken: messaging.bookingTokenSecret,
      originVerify: messaging.originVerifySecret,
      googleServiceAccount: messaging.googleServiceAccountSecret,
    };
    return names.flatMap((name) => {
      const secret = secrets[name];
      if (!secret && name !== 'googleServiceAccount') throw new Error(`${handler} declares unknown secret "${name}"`);
      return secret ? [[name, secret] as [SecretName, secretsmanager.ISecret]] : [];
    });
  }

  private grantCapability(fn: HandlerFunction, capability: Capability, handler: string): void {
    const { config, messaging, auth, realtime } = this.props;
    const stack = Stack.of(this);
    switch (capability) {
      case 'ses':
        fn.role.addToPrincipalPolicy(
          new iam.PolicyStatement({
            actions: ['ses:SendEmail', 'ses:SendRawEmail'],
            resources: messaging.sendEmailResources,
          }),
        );
        return;
      case 'realtime':
        fn.role.addToPrincipalPolicy(
          new iam.PolicyStatement({ actions: ['execute-api:ManageConnections'], resources: [realtime.connectionsArn] }),
        );
        fn.acknowledgeWildcard(
          realtime.connectionsArn,
          'Posting to and closing WebSocket connections: connection ids are only known at run time; the ARN is limited ' +
            'to this API, its realtime stage and the @connections path.',
        );
        return;
      case 'bedrock': {
        const modelId = config.bedrockModelId;
        if (!modelId) {
          Annotations.of(fn).addWarningV2(
            'agency:bedrock-model',
            `${handler} needs Bedrock but no bedrockModelId is configured: it gets no model permission.`,
          );
          return;
        }
        const baseModel = modelId.replace(BEDROCK_GEO_PREFIX, '');
        const resources = [Arn.format({ service: 'bedrock', account: '', resource: 'foundation-model', resourceName: baseModel }, stack)];
        if (BEDROCK_GEO_PREFIX.test(modelId)) {
          // A cross-region inference profile routes to the model in any region of its geography.
          resources.push(
            Arn.format({ service: 'bedrock', resource: 'inference-profile', resourceName: modelId }, stack),
            Arn.format({ service: 'bedrock', region: '*', account: '', resource: 'foundation-model', resourceName: baseModel }, stack),
          );
          fn.acknowledgeWildcard(
            resources[2],
            'A cross-region inference profile invokes the same model in whichever region of its geography has capacity.',
          );
        }
        fn.role.addToPrincipalPolicy(
          new iam.PolicyStatement({
            actions: ['bedrock:InvokeModel', 'bedrock:InvokeModelWithResponseStream'],
            resources,
          }),
        );
        return;
      }
      case 'cognito-admin':
        fn.role.addToPrincipalPolicy(
          new iam.PolicyStatement({
            actions: [
              'cognito-idp:AdminCreateUser',
              'cognito-idp:AdminGetUser',
              'cognito-idp:AdminDeleteUser',
              'cognito-idp:AdminDisableUser',
              'cognito-idp:AdminEnableUser',
              'cognito-idp:AdminResetUserPassword',
              'cognito-idp:AdminSetUserPassword',
              'cognito-idp:AdminUpdateUserAttributes',
              'cognito-idp:AdminUserGlobalSignOut',
              'cognito-idp:ListUsers',
            ],
            resources: [auth.userPool.userPoolArn],
          }),
        );
        return;
      case 'media-upload': {
        // Presigning a PUT needs the permission to put; only new uploads, never the variants or other prefixes.
        const incoming = this.required('mediaBucket', handler).arnForObjects('media/incoming/*');
        fn.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['s3:PutObject'], resources: [incoming] }));
        fn.acknowledgeWildcard(incoming, 'Each upload gets a random key under media/incoming/, chosen at run time.');
        return;
      }
      case 'media-status': {
        // Reading (HEAD) the three places of one upload; listing lets a missing key answer 404 rather than 403.
        const media = this.required('mediaBucket', handler);
        const prefixes = ['media/incoming/', 'media/uploads/', 'media/rejected/'];
        const objects = prefixes.map((prefix) => media.arnForObjects(`${prefix}*`));
        fn.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['s3:GetObject'], resources: objects }));
        fn.role.addToPrincipalPolicy(
          new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [media.bucketArn], conditions: { StringLike: { 's3:prefix': prefixes.map((prefix) => `${prefix}*`) } } }),
        );
        for (const arn of objects) fn.acknowledgeWildcard(arn, 'Upload keys are random, known at run time only.');
        return;
      }
      case 'media-check': {
        const media = this.required('mediaBucket', handler);
        const [incoming, uploads, rejected, variants] = ['media/incoming/*', 'media/uploads/*', 'media/rejected/*', 'media/variants/*'].map((prefix) => media.arnForObjects(prefix));
        fn.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['s3:GetObject', 's3:DeleteObject'], resources: [incoming!] }));
        // The thumbnail is written among the variants.
        fn.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['s3:PutObject'], resources: [uploads!, rejected!, variants!] }));
        for (const arn of [incoming!, uploads!, rejected!, variants!]) fn.acknowledgeWildcard(arn, 'Moves or reports the upload it was notified of: keys are random, known at run time only.');
        return;
      }
      case 'media-read':
      case 'media-delete': {
        // HEAD of one served upload; listing lets a missing key answer 404 rather than 403. Deleting also removes
        // the upload's thumbnail and variants.
        const media = this.required('mediaBucket', handler);
        const [uploads, variants] = [media.arnForObjects('media/uploads/*'), media.arnForObjects('media/variants/*')];
        fn.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['s3:GetObject'], resources: [uploads] }));
        fn.role.addToPrincipalPolicy(
          new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [media.bucketArn], conditions: { StringLike: { 's3:prefix': ['media/uploads/*'] } } }),
        );
        if (capability === 'media-delete') fn.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['s3:DeleteObject'], resources: [uploads, variants] }));
        for (const arn of [uploads, variants]) fn.acknowledgeWildcard(arn, 'One upload and its variants, named after its random key, known at run time only.');
        return;
      }
      case 'media-list': {
        // Listing is a bucket-level action; the prefix condition keeps it to the uploads, never the variants or other files.
        const media = this.required('mediaBucket', handler);
        fn.role.addToPrincipalPolicy(
          new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [media.bucketArn], conditions: { StringLike: { 's3:prefix': ['media/uploads/*'] } } }),
        );
        return;
      }
      case 'media-variants': {
        const media = this.required('mediaBucket', handler);
        const [uploads, variants] = [media.arnForObjects('media/uploads/*'), media.arnForObjects('media/variants/*')];
        fn.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['s3:GetObject'], resources: [uploads] }));
        fn.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['s3:PutObject'], resources: [variants] }));
        fn.acknowledgeWildcard(uploads, 'Reads the upload it was notified of: keys are random, known at run time only.');
        fn.acknowledgeWildcard(variants, 'Writes the variants of that upload, named after its random key.');
        return;
      }
      case 'site-render':
        // The renderer travels in the bundle (bundleExtras); rendering reads only the declared tables.
        return;
      case 'site-publish': {
        const site = this.required('site', handler);
        const pages = site.bucket.arnForObjects('*');
        fn.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['s3:PutObject', 's3:DeleteObject'], resources: [pages] }));
        // Listing finds the pages of items no longer published after a deploy (republish).
        fn.role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [site.bucket.bucketArn] }));
        site.distribution.grantCreateInvalidation(fn.role);
        fn.acknowledgeWildcard(pages, "Pages are objects named after their paths, which published content decides at run time; only this site's bucket.");
        return;
      }
      case 'redirect-publish': {
        const store = this.required('site', handler).redirects;
        if (!store) throw new Error(`${handler} publishes redirects, but the site has no key-value store`);
        fn.role.addToPrincipalPolicy(
          new iam.PolicyStatement({ actions: ['cloudfront-keyvaluestore:DescribeKeyValueStore', 'cloudfront-keyvaluestore:UpdateKeys'], resources: [store.keyValueStoreArn] }),
        );
        return;
      }
      default: {
        const unknown: never = capability;
        throw new Error(`${handler}: unknown capability ${String(unknown)}`);
      }
    }
  }
}

/** Where the publisher's bundle carries the SSR build (copied in by HandlerFunction's bundling for it). */
export const SITE_RENDERER_DIR = '/var/task/site-renderer';

const rendersPages = (capabilities: Set<Capability>) => capabilities.has('site-render') || capabilities.has('site-publish');

/** Packages the SSR build imports at run time (Vite leaves dependencies out of it). */
const SSR_RUNTIME_MODULES = ['react', 'react-dom', 'react-router', 'react-router-dom', 'zod', 'marked', 'dompurify', 'jsdom'];

/** The image functions: the variants, and the upload check's thumbnail, both made with sharp. */
const usesSharp = (capabilities: Set<Capability>) => capabilities.has('media-variants') || capabilities.has('media-check');

/** sharp's native packages for Lambda's x86_64 Linux, which npm installs on such a machine (and CI). */
const SHARP_LINUX_X64 = ['@img/sharp-linux-x64', '@img/sharp-libvips-linux-x64'];

/**
 * What some capabilities need in the bundle beyond the handler's code, copied in from the repository's own
 * node_modules so that synth installs nothing and works offline: the publisher renders pages with the web's SSR build
 * (copied in beside the handler, with the packages it imports); the image functions use sharp's native code, whose
 * Linux x64 binaries are what npm installs on the Linux x64 machines that build the app, hence that architecture.
 */
export function bundleExtras(capabilities: Set<Capability>): Pick<HandlerFunctionProps, 'externalPackages' | 'afterBundling' | 'architecture'> {
  if (rendersPages(capabilities)) {
    return {
      externalPackages: SSR_RUNTIME_MODULES,
      afterBundling: (outputDir) => [
        ...copyInstalledPackages(SSR_RUNTIME_MODULES, repoRoot, outputDir),
        `cp -R "${fromRoot('web/dist-ssr')}" "${outputDir}/site-renderer"`,
      ],
    };
  }
  if (usesSharp(capabilities)) {
    return {
      externalPackages: ['sharp'],
      architecture: lambda.Architecture.X86_64,
      afterBundling: (outputDir) => {
        const copied = installedPackageClosure(['sharp'], repoRoot);
        const missing = SHARP_LINUX_X64.filter((name) => !copied.includes(`node_modules/${name}`));
        if (missing.length > 0) {
          throw new Error(`The image function needs ${missing.join(' and ')} installed: npm install --no-save --os=linux --cpu=x64 sharp`);
        }
        return copyInstalledPackages(['sharp'], repoRoot, outputDir);
      },
    };
  }
  return {};
}

/** The ARN pattern of a WebSocket stage's connections, for `execute-api:ManageConnections`. */
export function connectionsArn(stack: Stack, apiId: string, stageName: string): string {
  return Arn.format(
    { service: 'execute-api', resource: apiId, resourceName: `${stageName}/*/@connections/*`, arnFormat: ArnFormat.SLASH_RESOURCE_NAME },
    stack,
  );
}
