/**
 * The local cloud: the emulators, the tables, the stream emulation, Cognito, seed data and the gateway, wired the
 * way the CDK stacks wire them in AWS. `startLocalCloud` is used by `npm start` (infra/local/main.ts) and by tests.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBStreamEvent, S3Event } from 'aws-lambda';
import { isKnownSitePath } from '../../shared/site/routes';
import { RedirectStore } from '../../lambdas/content/redirect-store';
import {
  bucketConsumers,
  emailEventConsumers,
  handlerId,
  httpRoutes,
  scheduleTargetArnEnvVar,
  scheduledHandlers,
  scheduleTargets,
  SCHEDULE_GROUP_ENV,
  SCHEDULER_ROLE_ENV,
  secretIdEnvVar,
  siteRepublisher,
  streamConsumers,
  webSocketRoutes,
  type SecretName,
} from '../../shared/contracts/routes';
import { DEFAULT_STREAM_BATCH_SIZE, DEFAULT_STREAM_RETRIES } from '../../shared/contracts/routes/types';
import { securityHeaders } from '../../shared/contracts/security-headers';
import { tableDefinitions, tableEnvVar } from '../../shared/contracts/tables';
import { enrolTotp, ensureCognito, ensureStaffAccount } from './cognito';
import { startControlServer } from './control';
import { StreamEventSourceMappings } from './stream-mapping';
import { TtlSweeper } from './ttl-sweeper';
import { startLocalSchedules } from './schedules';
import { freePort, startEmulator, stopEmulator, type RunningEmulator } from './emulators';
import { Gateway } from './gateway/server';
import { JwtVerifier } from './gateway/jwt';
import { LambdaHost } from './gateway/lambda-host';
import { RealtimeGateway } from './gateway/realtime';
import { StaticSite } from './gateway/static-site';
import { seeders } from './seeders';
import { dispatchBucketEvent, localBuckets } from './buckets';
import { invokeAsynchronously } from './async-invoke';
import { syncSiteBuild } from './site-sync';
import { ensureTables } from './tables';
import { LocalSecretsManager } from './secrets-manager';
import { LocalScheduler } from './scheduler';
import { loadState, saveState } from './state';

export const REPOSITORY_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** The configuration set every local send names (in AWS, the Messaging construct's). */
const LOCAL_CONFIGURATION_SET = 'northstar-local';
const LOCAL_REGION = 'eu-west-1';
const LOCAL_ACCOUNT = '000000000000';
/** The schedule group of the product's one-time schedules (in AWS, the Scheduling construct's). */
const LOCAL_SCHEDULE_GROUP = 'northstar-local';

/** A schedule target's function ARN as CDK gives it: its `live` alias. */
const targetFunctionArn = (handler: string) => `arn:aws:lambda:${LOCAL_REGION}:${LOCAL_ACCOUNT}:function:${handlerId(handler)}:live`;

export interface LocalCloudOptions {
  /** 0 picks a free port. */
  port: number;
  sesPort: number;
  dataDir: string;
  webRoot?: string;
  adminEmail?: string;
  adminPassword: string;
  /** Extra configuration for the handlers (e.g. a test's). */
  env?: Record<string, string>;
  log?: (message: string) => void;
}

export interface RunningLocalCloud {
  baseUrl: string;
  wsUrl: string;
  sesUrl: string;
  port: number;
  /** Fault injection for tests (see control.ts). */
  controlUrl: string;
  /** The environment handlers run with (SDK endpoints, table names, configuration). */
  env: Record<string, string>;
  /** The seeded administrator's TOTP secret (base32): the tests compute its sign-in codes from it. */
  adminTotpSecret?: string;
  /** Waits until every stream record written so far has been delivered. */
  streamsIdle(): Promise<void>;
  stop(): Promise<void>;
}

export async function startLocalCloud(options: LocalCloudOptions): Promise<RunningLocalCloud> {
  const log = options.log ?? ((message: string) => console.log(message));
  const dataDir = resolve(options.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const state = loadState(dataDir);
  const emulators: RunningEmulator[] = [];
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const stopPart of stops.reverse()) await stopPart().catch(() => undefined);
    await Promise.all(emulators.map(stopEmulator));
  };
  try {
    const lambdas = new LambdaHost(REPOSITORY_ROOT);
    // SES with the mailbox simulator's bounce and complaint events, handed to the e-mail event consumers of
    // shared/contracts/routes as the configuration set's EventBridge rule invokes them in AWS.
    const startSes = (port: number) =>
      startEmulator('ses', port, dataDir, {
        env: { SES_CONFIGURATION_SET: LOCAL_CONFIGURATION_SET },
        onEvent: (event) => {
          for (const consumer of emailEventConsumers) {
            invokeAsynchronously(consumer.handler, () => lambdas.invoke(consumer.handler, event, consumer.timeoutSeconds ?? 30), log);
          }
        },
      });
    const [dynamodb, firstSes, cognito, s3] = await Promise.all([
      freePort().then((port) => startEmulator('dynamodb', port, join(dataDir, 'dynamodb'))),
      startSes(options.sesPort),
      freePort().then((port) => startEmulator('cognito', port, join(dataDir, 'cognito'))),
      // S3 with the site and media buckets; its notifications go to the bucket consumers of shared/contracts/routes, as S3
      // event notifications invoke them in AWS.
      startEmulator('s3', 0, join(dataDir, 's3'), {
        env: { S3_BUCKETS: JSON.stringify(localBuckets) },
        onEvent: (event) => dispatchBucketEvent(bucketConsumers, event as S3Event, (handler, records, timeoutSeconds) => lambdas.invoke(handler, records, timeoutSeconds), log),
      }),
    ]);
    let ses = firstSes;
    emulators.push(dynamodb, cognito, s3);
    stops.push(() => stopEmulator(ses));

    // The application's secrets, read by the handlers at run time through the SDK as in AWS.
    const originVerifySecret = randomBytes(32).toString('hex');
    const realtime = new RealtimeGateway(webSocketRoutes, lambdas, originVerifySecret, log);
    await realtime.start();
    stops.push(() => realtime.stop());

    const secretValues: Partial<Record<SecretName, string>> = {
      bookingToken: state.bookingTokenSecret,
      // Shared by the gateway and the handlers of this process only: a new one each start.
      originVerify: originVerifySecret,
      // A Google service account's key JSON given to `npm start` makes real Meet links; without it, placeholders.
      ...(process.env.GOOGLE_SERVICE_ACCOUNT_JSON ? { googleServiceAccount: process.env.GOOGLE_SERVICE_ACCOUNT_JSON } : {}),
    };
    const secretsManager = new LocalSecretsManager({
      region: 'eu-west-1',
      secrets: Object.fromEntries(Object.entries(secretValues).map(([name, value]) => [`northstar/${name}`, value])),
    });
    await secretsManager.start();
    stops.push(() => secretsManager.stop());

    // EventBridge Scheduler: one-time schedules invoke the route table's schedule targets as Scheduler invokes a
    // Lambda function (asynchronously, with Lambda's retries). It starts after every handler is loaded (below).
    const targetsByArn = new Map(scheduleTargets.map((target) => [targetFunctionArn(target.handler), target]));
    const scheduler = new LocalScheduler({
      stateFile: join(dataDir, 'scheduler', 'schedules.json'),
      region: LOCAL_REGION,
      accountId: LOCAL_ACCOUNT,
      groups: [LOCAL_SCHEDULE_GROUP],
      invoke: (functionArn, event, scheduleName) => {
        const target = targetsByArn.get(functionArn);
        if (!target) {
          log(`Schedule ${scheduleName} names no known function (${functionArn}); nothing invoked`);
          return;
        }
        invokeAsynchronously(`${target.handler} (schedule ${scheduleName})`, () => lambdas.invoke(target.handler, event, target.timeoutSeconds ?? 30), log);
      },
      log,
    });
    await scheduler.listen();
    stops.push(() => scheduler.stop());

    const cognitoIssuerBase = cognito.url;
    const env: Record<string, string> = {
      AWS_REGION: LOCAL_REGION,
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      AWS_ENDPOINT_URL_DYNAMODB: dynamodb.url,
      AWS_ENDPOINT_URL_DYNAMODB_STREAMS: dynamodb.url,
      AWS_ENDPOINT_URL_SESV2: ses.url,
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: cognito.url,
      AWS_ENDPOINT_URL_S3: s3.url,
      AWS_ENDPOINT_URL_SECRETS_MANAGER: secretsManager.url,
      AWS_ENDPOINT_URL_SCHEDULER: scheduler.url,
      [SCHEDULER_ROLE_ENV]: `arn:aws:iam::${LOCAL_ACCOUNT}:role/northstar-local-scheduler`,
      [SCHEDULE_GROUP_ENV]: LOCAL_SCHEDULE_GROUP,
      ...Object.fromEntries(scheduleTargets.map((target) => [scheduleTargetArnEnvVar(target.name), targetFunctionArn(target.handler)])),
      ...Object.fromEntries(Object.keys(secretValues).map((name) => [secretIdEnvVar(name as SecretName), secretsManager.idOf(`northstar/${name}`)])),
      POWERTOOLS_LOG_LEVEL: process.env.LOG_LEVEL?.toUpperCase() || 'INFO',
      // As every function runs in AWS (HandlerFunction): React renders pages with its production build.
      NODE_ENV: 'production',
      // One process runs every handler, so the service is the product's; `function_name` names the handler.
      POWERTOOLS_SERVICE_NAME: 'northstar-local',
      SITE_BUCKET: 'site',
      MEDIA_BUCKET: 'media',
      REALTIME_MANAGEMENT_ENDPOINT: realtime.managementEndpoint,
      SENDER_EMAIL: 'Northstar Digital <hello@northstar.agency>',
      STAFF_EMAIL: 'team@northstar.agency',
      SES_CONFIGURATION_SET: LOCAL_CONFIGURATION_SET,
      // Staff calendars may be read over http from this machine (tests and demos serve feeds locally); the CDK app
      // never sets this, so in AWS only https feeds are read.
      CALENDAR_FEEDS_ALLOW_LOOPBACK_HTTP: 'true',
      ...Object.fromEntries(tableDefinitions.map((table) => [tableEnvVar(table.name), table.name])),
    };
    Object.assign(process.env, env, options.env);
    const clientConfig = { endpoint: dynamodb.url };
    const rawDynamo = new DynamoDBClient(clientConfig);
    const documents = DynamoDBDocumentClient.from(rawDynamo, { marshallOptions: { removeUndefinedValues: true } });
    await ensureTables(rawDynamo, tableDefinitions);
    // DynamoDB's TTL, which DynamoDB Local lacks.
    const ttl = new TtlSweeper({ dynamodb: rawDynamo, tables: tableDefinitions, log });
    // The event source mappings of the route table's stream consumers, as CDK creates them in AWS. A mapping keeps its
    // checkpoints in the data folder and resumes from them, as AWS's does. The first start on a data folder creates
    // them after the seed data is in, so they begin at the streams' ends: the seed stands for data that was there
    // before the mappings, and the build already rendered its pages. (CDK's mappings start at TRIM_HORIZON, so that a
    // mapping recreated by a deploy replays what it missed instead of skipping it; the consumers are idempotent.)
    const streams = new StreamEventSourceMappings({
      dynamodb: rawDynamo,
      streams: new DynamoDBStreamsClient(clientConfig),
      stateDir: join(dataDir, 'streams'),
      consumers: streamConsumers.map((consumer) => ({
        table: consumer.table,
        name: consumer.handler,
        batchSize: consumer.batchSize ?? DEFAULT_STREAM_BATCH_SIZE,
        maxRetries: consumer.maxRetries ?? DEFAULT_STREAM_RETRIES,
        startingPosition: 'LATEST',
        invoke: (event: DynamoDBStreamEvent) => lambdas.invoke(consumer.handler, event, consumer.timeoutSeconds ?? 30),
      })),
      isTtlDeletion: (table, keys) => ttl.isTtlDeletion(table, keys),
      log,
    });

    const cognitoClient = new CognitoIdentityProviderClient({ endpoint: cognito.url });
    const { setup, created } = await ensureCognito(cognitoClient, state.cognito);
    state.cognito = setup;
    const staffAccount = { email: options.adminEmail ?? 'admin@example.com', password: options.adminPassword };
    if (created || !state.seeded.includes('staff-account')) {
      await ensureStaffAccount(cognitoClient, documents, setup.userPoolId, staffAccount);
      if (!state.seeded.includes('staff-account')) state.seeded.push('staff-account');
    }
    if (created || !state.seeded.includes('staff-account-totp')) {
      state.adminTotpSecret = (await enrolTotp(cognitoClient, setup.userPoolClientId, staffAccount)) ?? state.adminTotpSecret;
      if (!state.seeded.includes('staff-account-totp')) state.seeded.push('staff-account-totp');
    }
    const issuer = `${cognitoIssuerBase}/${setup.userPoolId}`;
    Object.assign(env, { COGNITO_USER_POOL_ID: setup.userPoolId, COGNITO_CLIENT_ID: setup.userPoolClientId, COGNITO_ISSUER: issuer });

    for (const [name, seed] of Object.entries(seeders)) {
      if (state.seeded.includes(name)) continue;
      await seed(documents, (logical) => logical);
      state.seeded.push(name);
      log(`Seeded ${name}`);
    }
    saveState(dataDir, state);

    // The same headers CloudFront's response headers policy sets; plain http here, so no upgrade directive.
    const headers = securityHeaders({ upgradeInsecureRequests: false, uploadOrigins: [s3.url] });
    // As a deploy does: the web build goes to the site bucket, then every page is rendered again from the
    // database's content (the build's pages come from the seed), which the gateway serves as CloudFront would.
    const s3Client = new S3Client({ endpoint: s3.url, forcePathStyle: true });
    const uploaded = await syncSiteBuild(s3Client, env.SITE_BUCKET, resolve(options.webRoot ?? join(REPOSITORY_ROOT, 'web/dist')));
    if (uploaded > 0) log(`Uploaded ${uploaded} files of the web build to the site bucket`);
    const redirects = new RedirectStore(documents, 'content_redirects');
    const site = new StaticSite({
      s3: s3Client,
      siteBucket: env.SITE_BUCKET,
      mediaBucket: env.MEDIA_BUCKET,
      isKnownPath: isKnownSitePath,
      redirectOf: async (path) => (await redirects.find(path))?.to_path,
      headers,
    });
    const gateway = new Gateway({
      port: options.port,
      routes: httpRoutes,
      lambdas,
      realtime,
      site,
      jwt: new JwtVerifier(issuer, setup.userPoolClientId),
      cognitoUrl: cognito.url,
      runtimeConfig: () => ({
        cognito: { userPoolId: setup.userPoolId, userPoolClientId: setup.userPoolClientId, endpoint: '/cognito', authFlow: 'USER_PASSWORD_AUTH' },
      }),
      securityHeaders: headers,
      originVerifySecret,
      log,
    });
    await gateway.start();
    stops.push(() => gateway.stop());
    const baseUrl = `http://localhost:${gateway.port}`;
    // The site's address is known once the gateway listens, before any stream consumer (the publisher, which
    // renders absolute URLs with it) or the republish runs.
    env.SITE_URL = options.env?.SITE_URL ?? baseUrl;
    Object.assign(process.env, env, options.env);
    await lambdas.preload([...httpRoutes, ...webSocketRoutes, ...streamConsumers, ...bucketConsumers, ...emailEventConsumers, ...scheduleTargets, ...scheduledHandlers].map((route) => route.handler));
    await streams.start();
    stops.push(() => streams.stop());
    // Every target is loaded: what fell due while the runtime was down is invoked now, the rest at its time.
    scheduler.start();
    ttl.start();
    stops.push(() => ttl.stop());
    stops.push(startLocalSchedules({ handlers: scheduledHandlers, invoke: (handler, event, timeoutSeconds) => lambdas.invoke(handler, event, timeoutSeconds), log }));
    if (uploaded > 0) {
      // In the background, as the deploy's trigger runs after the upload: the uploaded build already serves every page.
      void lambdas.invoke(siteRepublisher.handler, {}, siteRepublisher.timeoutSeconds).catch((error: unknown) => log(`Republishing the site failed: ${String(error)}`));
    }
    const control = await startControlServer({
      stopSes: () => stopEmulator(ses),
      startSes: async () => {
        if (ses.process.exitCode === null && ses.process.signalCode === null) return;
        ses = await startSes(ses.port);
      },
      runDueSchedules: (asOf, namePrefix) => scheduler.runDue(asOf, namePrefix),
    });
    stops.push(() => control.stop());

    return {
      baseUrl,
      wsUrl: `ws://localhost:${gateway.port}/realtime`,
      sesUrl: ses.url.replace('127.0.0.1', 'localhost'),
      port: gateway.port,
      controlUrl: control.url,
      env: { ...env, ...options.env },
      adminTotpSecret: state.adminTotpSecret,
      streamsIdle: () => streams.idle(),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
