import { beforeAll, describe, expect, it } from 'vitest';
import { Stack, type CfnResource } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { contentSecurityPolicy, PERMISSIONS_POLICY } from '../../shared/contracts/security-headers';
import { handlerId } from '../../shared/contracts/routes/types';
import { tableEnvVar } from '../../shared/contracts/tables/types';
import { TABLE_ACTIONS } from './constructs/handler-function';
import { PROTECTED_PREFIXES, THROTTLING } from './constructs/http-api';
import { RATE_RULES } from './constructs/protection';
import { PRODUCTION_CONTEXT, sharedSynth, testDefinitions, type SynthResult } from './test-support';

const CONTEXT = PRODUCTION_CONTEXT;

const definitions = testDefinitions();
const bookingRoute = definitions.httpRoutes.find((route) => route.method === 'POST' && route.path === '/api/bookings')!;

let result: SynthResult;
/** Whether a FunctionName is the `live` alias with this logical id (`<function name>:live`, taken from the alias's ARN). */
const isAliasOf = (functionName: unknown, aliasLogicalId: string) => {
  const text = JSON.stringify(functionName);
  return text.includes(`{"Ref":"${aliasLogicalId}"}`) && text.endsWith(':live"]]}');
};
const logicalId = (construct: IConstruct) =>
  Stack.of(construct).resolve(Stack.of(construct).getLogicalId(construct.node.defaultChild as CfnResource)) as string;

beforeAll(() => {
  result = sharedSynth(CONTEXT);
}, 120_000);

describe('production app (custom domain)', () => {
  it('synthesizes with no cdk-nag finding left unacknowledged', () => {
    expect(result.error?.message).toBeUndefined();
    expect(result.unacknowledged).toEqual([]);
  });

  it('puts the web ACL in us-east-1 and everything else in the configured region', () => {
    expect(result.protection.region).toBe('us-east-1');
    for (const stack of [result.data, result.auth, result.api, result.web, result.monitoring]) {
      expect(stack.region).toBe('eu-central-1');
    }
  });

  describe('data', () => {
    it('creates every table of the shared definitions, on demand, encrypted, with PITR and retained', () => {
      const template = result.template('data');
      template.resourceCountIs('AWS::DynamoDB::Table', definitions.tableDefinitions.length);
      template.allResourcesProperties('AWS::DynamoDB::Table', {
        BillingMode: 'PAY_PER_REQUEST',
        SSESpecification: { SSEEnabled: true },
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
      });
      template.allResources('AWS::DynamoDB::Table', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
    });

    it('gives the bookings table point-in-time recovery and the stream the outbox reads', () => {
      const bookings = result.data.database.tables.bookings.table;
      const resource = result.template('data').toJSON().Resources[logicalId(bookings)];
      expect(resource.Properties.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
      expect(resource.Properties.StreamSpecification).toEqual({ StreamViewType: 'NEW_AND_OLD_IMAGES' });
      expect(resource.DeletionPolicy).toBe('Retain');
    });

    it('sets TTL where the definitions have one', () => {
      const resources = result.template('data').toJSON().Resources;
      for (const definition of definitions.tableDefinitions) {
        const resource = resources[logicalId(result.data.database.tables[definition.name].table)];
        expect(resource.Properties.TimeToLiveSpecification).toEqual(
          definition.ttlAttribute ? { AttributeName: definition.ttlAttribute, Enabled: true } : undefined,
        );
      }
    });

    it('creates the SES domain identity with DKIM records and a configuration set', () => {
      const template = result.template('data');
      template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'agency.example.org' });
      template.hasResourceProperties('AWS::SES::ConfigurationSet', {
        DeliveryOptions: { TlsPolicy: 'REQUIRE' },
        SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
      });
      template.resourceCountIs('AWS::Route53::RecordSet', 3);
    });

    it('sends from the identity through the configuration set, which publishes bounces and complaints to EventBridge', () => {
      const template = result.template('data');
      const configurationSet = logicalId(result.data.messaging.configurationSet);
      template.hasResourceProperties('AWS::SES::EmailIdentity', { ConfigurationSetAttributes: { ConfigurationSetName: { Ref: configurationSet } } });
      template.hasResourceProperties('AWS::SES::ConfigurationSet', { ReputationOptions: { ReputationMetricsEnabled: true } });
      template.resourceCountIs('AWS::SES::ConfigurationSetEventDestination', 1);
      const [destination] = Object.values(template.findResources('AWS::SES::ConfigurationSetEventDestination'));
      expect(destination.Properties.ConfigurationSetName).toEqual({ Ref: configurationSet });
      expect(destination.Properties.EventDestination.Enabled).toBe(true);
      expect([...destination.Properties.EventDestination.MatchingEventTypes].sort()).toEqual(['bounce', 'complaint']);
      expect(JSON.stringify(destination.Properties.EventDestination.EventBridgeDestination.EventBusArn)).toContain('event-bus/default');
    });
  });

  describe('auth', () => {
    it('allows admin-created users only, with a strong password policy and optional MFA', () => {
      result.template('auth').hasResourceProperties('AWS::Cognito::UserPool', {
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
        Policies: {
          PasswordPolicy: Match.objectLike({
            MinimumLength: 12,
            RequireLowercase: true,
            RequireUppercase: true,
            RequireNumbers: true,
            RequireSymbols: true,
          }),
        },
        MfaConfiguration: 'OPTIONAL',
        EnabledMfas: ['SOFTWARE_TOKEN_MFA'],
        // No remembered devices: an account with two-factor on is asked for a code at every sign-in, which the staff
        // API's administrator check relies on.
        DeviceConfiguration: Match.absent(),
        UserPoolTier: 'PLUS',
        UserPoolAddOns: { AdvancedSecurityMode: 'ENFORCED' },
        LambdaConfig: { CustomMessage: Match.anyValue() },
      });
      result.template('auth').hasResourceProperties('AWS::Cognito::UserPoolClient', {
        GenerateSecret: false,
        ExplicitAuthFlows: Match.arrayWith(['ALLOW_USER_SRP_AUTH']),
        PreventUserExistenceErrors: 'ENABLED',
      });
    });
  });

  describe('auth defaults', () => {
    it('lets the web client use only the authorization-code flow, back to the site\'s own pages', () => {
      const client = Object.values(result.template('auth').findResources('AWS::Cognito::UserPoolClient'))[0].Properties;
      expect(client.AllowedOAuthFlows).toEqual(['code']);
      expect(client.CallbackURLs).toEqual(['https://agency.example.org/admin/auth']);
      expect(client.LogoutURLs).toEqual(['https://agency.example.org/']);
      expect(JSON.stringify(client)).not.toContain('example.com');
    });

    it('lets the studio upload media only from the site\'s own origins, the distribution\'s domain included', () => {
      const media = Object.values(result.template('web').findResources('AWS::S3::Bucket')).find((bucket) => bucket.Properties.CorsConfiguration)!;
      const origins = JSON.stringify(media.Properties.CorsConfiguration.CorsRules[0].AllowedOrigins);
      expect(origins).toContain('"https://agency.example.org"');
      expect(origins).toContain('"https://calendar.agency.example.org"');
      expect(origins).toContain('DomainName');
      expect(origins).not.toContain('*');
    });
  });

  describe('api', () => {
    it('runs every handler with its libraries in their production builds', () => {
      const handlers = Object.values(result.template('api').findResources('AWS::Lambda::Function')).filter(
        (fn) => fn.Properties.Environment?.Variables?.POWERTOOLS_SERVICE_NAME,
      );
      expect(handlers.length).toBeGreaterThan(definitions.httpRoutes.length / 2);
      for (const fn of handlers) expect(fn.Properties.Environment.Variables.NODE_ENV, fn.Properties.Description).toBe('production');
    });

    it('has one HTTP route per route-table entry', () => {
      const routes = result.template('api').findResources('AWS::ApiGatewayV2::Route', {
        Properties: { RouteKey: Match.stringLikeRegexp('^(GET|POST|PUT|PATCH|DELETE) ') },
      });
      const keys = Object.values(routes).map((route) => route.Properties.RouteKey).sort();
      expect(keys).toEqual(definitions.httpRoutes.map((route) => `${route.method} ${route.path}`).sort());
    });

    it('puts the Cognito JWT authorizer on /api/admin/*, /api/me/* and jwt routes, and nothing else', () => {
      const template = result.template('api');
      template.hasResourceProperties('AWS::ApiGatewayV2::Authorizer', {
        AuthorizerType: 'JWT',
        IdentitySource: ['$request.header.Authorization'],
        JwtConfiguration: { Issuer: Match.anyValue(), Audience: [Match.anyValue()] },
      });
      const routes = Object.values(template.findResources('AWS::ApiGatewayV2::Route'));
      for (const route of definitions.httpRoutes) {
        const key = `${route.method} ${route.path}`;
        const found = routes.find((resource) => resource.Properties.RouteKey === key)!;
        const protectedPath = PROTECTED_PREFIXES.some((prefix) => route.path.startsWith(prefix));
        if (protectedPath || route.auth === 'jwt') {
          expect(found.Properties.AuthorizationType, key).toBe('JWT');
          expect(found.Properties.AuthorizerId, key).toBeDefined();
        } else {
          expect(found.Properties.AuthorizationType, key).toBe('NONE');
        }
      }
      expect(definitions.httpRoutes.some((route) => route.path.startsWith('/api/admin/'))).toBe(true);
      expect(definitions.httpRoutes.some((route) => route.path.startsWith('/api/me/'))).toBe(true);
    });

    it('throttles each route by its class and logs access', () => {
      const stage = Object.values(
        result.template('api').findResources('AWS::ApiGatewayV2::Stage', { Properties: { StageName: '$default' } }),
      )[0];
      expect(stage.Properties.AccessLogSettings.DestinationArn).toBeDefined();
      for (const route of definitions.httpRoutes) {
        expect(stage.Properties.RouteSettings[`${route.method} ${route.path}`]).toEqual({
          ThrottlingRateLimit: THROTTLING[route.rateLimit].rateLimit,
          ThrottlingBurstLimit: THROTTLING[route.rateLimit].burstLimit,
        });
      }
    });

    it('runs every handler on Node.js 22, arm64, traced, logging to its own log group', () => {
      const template = result.template('api');
      template.allResourcesProperties('AWS::Lambda::Function', {
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        TracingConfig: { Mode: 'Active' },
        LoggingConfig: { LogGroup: Match.anyValue() },
      });
      template.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: 90 });
    });

    it('gives the booking handler its own tables with exactly the declared access, and nothing else', () => {
      const fn = result.api.handlers.get(bookingRoute.handler);
      const policy = result.template('api').toJSON().Resources[logicalId(fn.role.node.findChild('DefaultPolicy'))];
      const statements = policy.Properties.PolicyDocument.Statement as {
        Action: string | string[];
        Resource: unknown;
      }[];
      const dataExports = Object.fromEntries(
        Object.entries(result.data.database.tables).map(([name, info]) => [name, logicalId(info.table)]),
      );
      const tableOf = (resource: unknown) => {
        const text = JSON.stringify(resource);
        return Object.entries(dataExports).find(([, id]) => text.includes(id))?.[0];
      };

      const granted: Record<string, Set<string>> = {};
      const otherActions = new Set<string>();
      for (const statement of statements) {
        const actions = [statement.Action].flat();
        const resources = [statement.Resource].flat();
        for (const action of actions) {
          if (!action.startsWith('dynamodb:')) {
            otherActions.add(action);
            continue;
          }
          for (const resource of resources) {
            const table = tableOf(resource);
            expect(table, `${action} on ${JSON.stringify(resource)}`).toBeDefined();
            (granted[table!] ??= new Set()).add(action);
          }
        }
      }
      const declared = bookingRoute.tables ?? {};
      expect(Object.keys(granted).sort()).toEqual(Object.keys(declared).sort());
      for (const [table, access] of Object.entries(declared)) {
        expect([...granted[table]].sort(), table).toEqual([...TABLE_ACTIONS[access]].sort());
      }
      // Beyond its tables: its log group, X-Ray and reading the origin secret, nothing else.
      expect([...otherActions].sort()).toEqual(
        ['logs:CreateLogStream', 'logs:PutLogEvents', 'secretsmanager:GetSecretValue', 'xray:PutTelemetryRecords', 'xray:PutTraceSegments'].sort(),
      );
      // It learns each table's physical name and only those.
      const env = result.template('api').toJSON().Resources[logicalId(fn.function)].Properties.Environment.Variables;
      const tableVars = Object.keys(env).filter((name) => name.startsWith('TABLE_')).sort();
      expect(tableVars).toEqual(Object.keys(declared).map(tableEnvVar).sort());
    });

    it('runs each export a route names as a function of its own, calling that export, with its own grants', () => {
      const functionOf = (method: string, path: string) => {
        const route = definitions.httpRoutes.find((candidate) => candidate.method === method && candidate.path === path)!;
        const fn = result.api.handlers.get(route.handler);
        return { route, fn, properties: result.template('api').toJSON().Resources[logicalId(fn.function)].Properties };
      };
      const create = functionOf('POST', '/api/admin/posts');
      const list = functionOf('GET', '/api/admin/posts');
      expect(create.route.handler).toBe('lambdas/admin/content/posts.ts#createPost');
      expect(create.fn.implemented).toBe(true);
      expect(create.properties.Handler).toBe('index.createPost');
      expect(list.properties.Handler).toBe('index.listPosts');
      expect(create.fn).not.toBe(list.fn);
      expect(create.properties.Environment.Variables.POWERTOOLS_SERVICE_NAME).toBe('AdminContentPostsCreatePost');
      // Reading posts writes nothing: the list function learns no table beyond what its own route declares.
      expect(Object.keys(list.properties.Environment.Variables).filter((name) => name.startsWith('TABLE_')).sort()).toEqual(
        Object.keys(list.route.tables ?? {}).map(tableEnvVar).sort(),
      );
      // A bare module path still means its `handler` export.
      expect(result.template('api').toJSON().Resources[logicalId(result.api.handlers.get(bookingRoute.handler).function)].Properties.Handler).toBe('index.handler');
    });

    it('has the WebSocket API on stage realtime with its three routes and a connections table', () => {
      const template = result.template('api');
      template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
        StageName: 'realtime',
        AccessLogSettings: Match.objectLike({ DestinationArn: Match.anyValue() }),
      });
      for (const key of ['$connect', '$disconnect', '$default']) {
        template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: key });
      }
      const connect = result.api.handlers.get('lambdas/realtime/connect.ts');
      const env = template.toJSON().Resources[logicalId(connect.function)].Properties.Environment.Variables;
      expect(env.TABLE_WS_CONNECTIONS).toBeDefined();
    });

    it('feeds each stream to its consumer with retries, bisect and the consumer\'s own SQS dead-letter queue', () => {
      const template = result.template('api');
      template.hasResourceProperties('AWS::SQS::Queue', {
        SqsManagedSseEnabled: true,
        MessageRetentionPeriod: 1_209_600,
      });
      for (const consumer of definitions.streamConsumers.filter((c) => !c.capabilities?.includes('site-publish'))) {
        const dlq = logicalId(result.api.outbox.deadLetterQueues.get(handlerId(consumer.handler))!);
        const fn = logicalId(result.api.handlers.get(consumer.handler).live);
        // The `live` alias reads the stream, from the oldest record still in it should the mapping be recreated.
        // One mapping per stream the consumer reads (a consumer may read several tables' streams).
        const streams = definitions.streamConsumers.filter((other) => other.handler === consumer.handler).length;
        const mappings = Object.values(template.findResources('AWS::Lambda::EventSourceMapping')).filter((mapping) => isAliasOf(mapping.Properties.FunctionName, fn));
        expect(mappings, consumer.handler).toHaveLength(streams);
        for (const mapping of mappings) {
          expect(mapping.Properties).toMatchObject({
            StartingPosition: 'TRIM_HORIZON',
            BisectBatchOnFunctionError: true,
            MaximumRetryAttempts: consumer.maxRetries ?? 3,
            FunctionResponseTypes: ['ReportBatchItemFailures'],
            DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [dlq, 'Arn'] } } },
          });
        }
      }
    });

    it('hands the configuration set\'s bounces and complaints to the e-mail event consumer, through its live alias, with retries into its own dead-letter queue', () => {
      const template = result.template('api');
      expect(definitions.emailEventConsumers?.length).toBeGreaterThan(0);
      for (const consumer of definitions.emailEventConsumers ?? []) {
        const dlq = logicalId(result.api.outbox.deadLetterQueues.get(handlerId(consumer.handler))!);
        const rules = Object.values(template.findResources('AWS::Events::Rule')).filter((rule) =>
          JSON.stringify(rule.Properties.Targets).includes(logicalId(result.api.handlers.get(consumer.handler).live)),
        );
        expect(rules).toHaveLength(1);
        const { EventPattern: pattern, Targets: [target] } = rules[0].Properties;
        expect(pattern.source).toEqual(['aws.ses']);
        expect([...pattern['detail-type']].sort()).toEqual(['Email Bounced', 'Email Complaint Received']);
        expect(JSON.stringify(pattern.detail.mail.tags['ses:configuration-set'])).toContain('ConfigurationSet');
        expect(target.DeadLetterConfig.Arn).toEqual({ 'Fn::GetAtt': [dlq, 'Arn'] });
        expect(target.RetryPolicy).toEqual({ MaximumRetryAttempts: 185, MaximumEventAgeInSeconds: 86_400 });
      }
    });

    it('lets Scheduler invoke only the schedule targets\' live aliases, and only the handlers that schedule keep schedules of this deployment\'s group', () => {
      const template = result.template('api');
      const roleId = logicalId(result.api.scheduling.role);
      const role = template.toJSON().Resources[roleId];
      expect(JSON.stringify(role.Properties.AssumeRolePolicyDocument)).toContain('scheduler.amazonaws.com');
      expect(JSON.stringify(role.Properties.AssumeRolePolicyDocument)).toContain('aws:SourceAccount');
      const invokes = Object.values(template.findResources('AWS::IAM::Policy'))
        .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(roleId))
        .flatMap((policy) => policy.Properties.PolicyDocument.Statement as { Action: string; Resource: unknown }[]);
      expect(invokes.map((statement) => statement.Action)).toEqual(['lambda:InvokeFunction']);
      // The reminder function's live alias, exported from its group's nested stack (an alias's Ref is its ARN).
      expect(JSON.stringify(invokes[0].Resource)).toMatch(/Outputs\.\w*NotificationsSendReminderLive\w*Ref/);

      const schedulers = result.api.handlers.all().filter(({ requirements }) => requirements.schedules?.length);
      expect(schedulers.map(({ handler }) => handler)).toEqual(['lambdas/notifications/process-booking-stream.ts']);
      const consumer = result.api.handlers.get('lambdas/notifications/process-booking-stream.ts');
      const fn = template.toJSON().Resources[logicalId(consumer.function)];
      expect(Object.keys(fn.Properties.Environment.Variables)).toEqual(expect.arrayContaining(['SCHEDULE_TARGET_REMINDER_ARN', 'SCHEDULE_GROUP', 'SCHEDULER_ROLE_ARN']));
      const others = result.api.handlers.all().filter(({ handler }) => handler !== 'lambdas/notifications/process-booking-stream.ts');
      for (const { fn: other } of others) {
        expect(JSON.stringify(template.toJSON().Resources[logicalId(other.function)].Properties.Environment?.Variables ?? {})).not.toContain('SCHEDULER_ROLE_ARN');
      }
    });

    it('gives the publisher a schedule group and role of its own in the web stack, which may invoke only the scheduled publish', () => {
      const template = result.template('web');
      const scheduling = result.web.publishing.scheduling!;
      const groups = Object.values(template.findResources('AWS::Scheduler::ScheduleGroup')).map((group) => group.Properties.Name);
      expect(groups).toEqual([expect.stringMatching(/-publish-schedules$/)]);
      const roleId = logicalId(scheduling.role);
      const invokes = Object.values(template.findResources('AWS::IAM::Policy'))
        .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(roleId))
        .flatMap((policy) => policy.Properties.PolicyDocument.Statement as { Action: string; Resource: unknown }[]);
      expect(invokes.map((statement) => statement.Action)).toEqual(['lambda:InvokeFunction']);
      expect(JSON.stringify(invokes[0].Resource)).toMatch(/ContentPublishScheduledLive/);

      const schedulers = result.web.publishing.handlers.all().filter(({ requirements }) => requirements.schedules?.length);
      expect(schedulers.map(({ handler }) => handler)).toEqual(['lambdas/content/publish-changes.ts']);
      const publisher = template.toJSON().Resources[logicalId(result.web.publishing.handlers.get('lambdas/content/publish-changes.ts').function)];
      expect(Object.keys(publisher.Properties.Environment.Variables)).toEqual(expect.arrayContaining(['SCHEDULE_TARGET_PUBLISH_ARN', 'SCHEDULE_GROUP', 'SCHEDULER_ROLE_ARN']));
      // The API stack neither runs nor schedules the publish.
      expect(result.api.handlers.all().map(({ handler }) => handler)).not.toContain('lambdas/content/publish-scheduled.ts');
    });

    it('lets every handler that sends e-mail read the suppression list, and only the e-mail event consumer write it', () => {
      const senders = result.api.handlers.all().filter(({ requirements }) => requirements.capabilities?.includes('ses'));
      expect(senders.length).toBeGreaterThan(3);
      for (const { handler, requirements } of senders) expect(requirements.tables?.email_suppressions, handler).toBe('read');
      const writers = result.api.handlers.all().filter(({ requirements }) => ['write', 'readwrite'].includes(requirements.tables?.email_suppressions ?? ''));
      expect(writers.map(({ handler }) => handler).sort()).toEqual(['lambdas/admin/lift-email-suppression.ts', 'lambdas/notifications/record-email-feedback.ts']);
    });

    it('lets the media-upload handler presign PUTs into media/incoming/ of the media bucket (never served), and nothing else', () => {
      const role = result.api.handlers.get('lambdas/admin/content/request-media-upload.ts').role;
      const policies = Object.values(result.template('api').findResources('AWS::IAM::Policy')).filter((policy) =>
        JSON.stringify(policy.Properties.Roles).includes(logicalId(role)),
      );
      const statements = policies.flatMap((policy) => policy.Properties.PolicyDocument.Statement as { Action: unknown; Resource: unknown }[]);
      const s3Statements = statements.filter((statement) => JSON.stringify(statement.Action).includes('s3:'));
      expect(s3Statements).toHaveLength(1);
      expect(s3Statements[0]!.Action).toBe('s3:PutObject');
      expect(JSON.stringify(s3Statements[0]!.Resource)).toContain('MediaBucketName');
      expect(JSON.stringify(s3Statements[0]!.Resource)).toContain('/media/incoming/*');
    });

    it('lets the media library list the media bucket under media/uploads/ only, and read or write nothing', () => {
      const role = result.api.handlers.get('lambdas/admin/content/list-media.ts').role;
      const policies = Object.values(result.template('api').findResources('AWS::IAM::Policy')).filter((policy) =>
        JSON.stringify(policy.Properties.Roles).includes(logicalId(role)),
      );
      const statements = policies.flatMap((policy) => policy.Properties.PolicyDocument.Statement as { Action: unknown; Resource: unknown; Condition?: unknown }[]);
      const s3Statements = statements.filter((statement) => JSON.stringify(statement.Action).includes('s3:'));
      expect(s3Statements).toHaveLength(1);
      expect(s3Statements[0]!.Action).toBe('s3:ListBucket');
      expect(JSON.stringify(s3Statements[0]!.Resource)).toContain('MediaBucketName');
      expect(JSON.stringify(s3Statements[0]!.Resource)).not.toContain('/*');
      expect(s3Statements[0]!.Condition).toEqual({ StringLike: { 's3:prefix': ['media/uploads/*'] } });
    });

    it("lets each handler that checks a staff role read users' MFA settings in the pool (AdminGetUser), and no public handler", () => {
      const template = result.template('api');
      const cognitoStatements = (handler: string) => {
        const role = result.api.handlers.get(handler).role;
        return Object.values(template.findResources('AWS::IAM::Policy'))
          .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(logicalId(role)))
          .flatMap((policy) => policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[])
          .filter((statement) => JSON.stringify(statement.Action).includes('cognito-idp:'));
      };
      const staffRoutes = definitions.httpRoutes.filter((route) => route.tables?.user_roles);
      expect(staffRoutes.length).toBeGreaterThan(20);
      for (const route of staffRoutes) {
        const reading = cognitoStatements(route.handler).filter((statement) => [statement.Action].flat().includes('cognito-idp:AdminGetUser'));
        expect(reading.length, route.handler).toBeGreaterThan(0);
        expect(JSON.stringify(reading[0]!.Resource), route.handler).toContain('UserPool');
      }
      for (const route of definitions.httpRoutes.filter((candidate) => !candidate.tables?.user_roles && !candidate.capabilities?.includes('cognito-admin'))) {
        expect(cognitoStatements(route.handler), route.handler).toEqual([]);
      }
    });
  });

  describe('web', () => {
    it('runs the publisher on every content table stream in the web stack, with retries into its own alarmed dead-letter queue', () => {
      const template = result.template('web');
      const publisher = result.web.publishing.handlers.get('lambdas/content/publish-changes.ts');
      const dlq = logicalId(result.web.publishing.outbox.deadLetterQueues.get(handlerId('lambdas/content/publish-changes.ts'))!);
      const mappings = Object.fromEntries(
        Object.entries(template.findResources('AWS::Lambda::EventSourceMapping', { Properties: { StartingPosition: 'TRIM_HORIZON' } })).filter(([, mapping]) =>
          isAliasOf(mapping.Properties.FunctionName, logicalId(publisher.live)),
        ),
      );
      expect(Object.keys(mappings)).toHaveLength(4);
      for (const mapping of Object.values(mappings)) {
        expect(mapping.Properties).toMatchObject({
          MaximumRetryAttempts: 3,
          FunctionResponseTypes: ['ReportBatchItemFailures'],
          DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [dlq, 'Arn'] } } },
        });
      }
      template.hasResourceProperties('AWS::Lambda::Function', {
        Environment: { Variables: Match.objectLike({ SITE_BUCKET: Match.anyValue(), SITE_DISTRIBUTION_ID: Match.anyValue(), SITE_RENDERER_DIR: '/var/task/site-renderer' }) },
      });
    });

    it('lets the publisher write and delete pages of the site bucket and invalidate this distribution only', () => {
      const template = result.template('web');
      const publisher = result.web.publishing.handlers.get('lambdas/content/publish-changes.ts');
      const statements = Object.values(template.findResources('AWS::IAM::Policy'))
        .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(logicalId(publisher.role)))
        .flatMap((policy) => policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]);
      const invalidation = statements.find((statement) => [statement.Action].flat().includes('cloudfront:CreateInvalidation'))!;
      expect(JSON.stringify(invalidation.Resource)).toContain(logicalId(result.web.web.distribution));
      const writes = statements.find((statement) => [statement.Action].flat().includes('s3:PutObject'))!;
      expect([writes.Action].flat().sort()).toEqual(['s3:DeleteObject', 's3:PutObject']);
      expect(JSON.stringify(writes.Resource)).toContain(logicalId(result.web.web.bucket));
      expect(JSON.stringify(statements)).not.toContain(logicalId(result.web.web.mediaBucket));
    });

    it('notifies the upload check of new uploads, the image function of checked ones, and republishes the site after the build is uploaded', () => {
      const template = result.template('web');
      template.hasResourceProperties('Custom::S3BucketNotifications', {
        NotificationConfiguration: {
          LambdaFunctionConfigurations: [
            Match.objectLike({ Events: ['s3:ObjectCreated:*'], Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: 'media/incoming/' }] } } }),
            Match.objectLike({ Events: ['s3:ObjectCreated:*'], Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: 'media/uploads/' }] } } }),
          ],
        },
      });
      // The whole-site republish, and the seed content's one load into empty tables before it.
      template.resourceCountIs('Custom::Trigger', 2);
      template.hasResourceProperties('AWS::S3::Bucket', {
        CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedMethods: ['PUT'] })] },
      });
    });

    it('answers renamed content from a key-value store the routing function reads, which only the redirect publisher writes', () => {
      const template = result.template('web');
      const store = logicalId(result.web.web.redirects);
      template.hasResourceProperties('AWS::CloudFront::Function', {
        FunctionConfig: Match.objectLike({ KeyValueStoreAssociations: [{ KeyValueStoreARN: { 'Fn::GetAtt': [store, 'Arn'] } }] }),
      });
      const publisher = result.web.publishing.handlers.get('lambdas/content/publish-redirects.ts');
      const statements = Object.values(template.findResources('AWS::IAM::Policy'))
        .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(logicalId(publisher.role)))
        .flatMap((policy) => policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]);
      const writes = statements.find((statement) => [statement.Action].flat().includes('cloudfront-keyvaluestore:UpdateKeys'))!;
      expect(JSON.stringify(writes.Resource)).toContain(store);
      const mappings = Object.values(template.findResources('AWS::Lambda::EventSourceMapping')).filter((mapping) => isAliasOf(mapping.Properties.FunctionName, logicalId(publisher.live)));
      expect(mappings).toHaveLength(1);
    });

    it('serves the main domain and its calendar subdomain with the us-east-1 certificate and TLS 1.2', () => {
      result.template('web').hasResourceProperties('AWS::CloudFront::Distribution', {
        DistributionConfig: Match.objectLike({
          Aliases: ['agency.example.org', 'calendar.agency.example.org'],
          ViewerCertificate: {
            AcmCertificateArn: CONTEXT.certificateArn,
            MinimumProtocolVersion: 'TLSv1.2_2021',
            SslSupportMethod: 'sni-only',
          },
          Logging: Match.objectLike({ Bucket: Match.anyValue() }),
          WebACLId: Match.anyValue(),
          HttpVersion: 'http2and3',
        }),
      });
      for (const name of ['agency.example.org.', 'calendar.agency.example.org.']) {
        result.template('web').hasResourceProperties('AWS::Route53::RecordSet', { Name: name, Type: 'A' });
        result.template('web').hasResourceProperties('AWS::Route53::RecordSet', { Name: name, Type: 'AAAA' });
      }
    });

    it('routes /api/* to the HTTP API uncached, /realtime to the WebSocket API, the rest to the bucket', () => {
      const distribution = Object.values(result.template('web').findResources('AWS::CloudFront::Distribution'))[0];
      const config = distribution.Properties.DistributionConfig;
      const behaviors = Object.fromEntries(config.CacheBehaviors.map((b: { PathPattern: string }) => [b.PathPattern, b]));
      const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
      const ALL_VIEWER_EXCEPT_HOST = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';
      expect(Object.keys(behaviors).sort()).toEqual(['/api/*', '/media/uploads/*', '/media/variants/*', '/realtime']);
      for (const media of ['/media/uploads/*', '/media/variants/*']) {
        expect(behaviors[media]).toMatchObject({ AllowedMethods: ['GET', 'HEAD'], ViewerProtocolPolicy: 'redirect-to-https' });
      }
      expect(behaviors['/api/*']).toMatchObject({
        CachePolicyId: CACHING_DISABLED,
        OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST,
        AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
        ViewerProtocolPolicy: 'https-only',
        FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: expect.anything() }],
      });
      // The WebSocket upgrade carries the viewer's address too: $connect caps connections per client.
      expect(behaviors['/realtime']).toMatchObject({
        CachePolicyId: CACHING_DISABLED,
        OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST,
        FunctionAssociations: [{ EventType: 'viewer-request', FunctionARN: behaviors['/api/*'].FunctionAssociations[0].FunctionARN }],
      });
      const origin = (id: string) => config.Origins.find((o: { Id: string }) => o.Id === id);
      expect(JSON.stringify(origin(behaviors['/api/*'].TargetOriginId).DomainName)).toContain('execute-api');
      expect(origin(behaviors['/api/*'].TargetOriginId).CustomOriginConfig).toMatchObject({
        OriginProtocolPolicy: 'https-only',
        OriginSSLProtocols: ['TLSv1.2'],
      });
      // The origin secret goes to both APIs, resolved at deploy time: it never appears in the template's text.
      for (const path of ['/api/*', '/realtime']) {
        const [verify] = origin(behaviors[path].TargetOriginId).OriginCustomHeaders;
        expect(verify.HeaderName).toBe('x-origin-verify');
        expect(JSON.stringify(verify.HeaderValue)).toContain('{{resolve:secretsmanager:');
      }
      expect(origin(behaviors['/realtime'].TargetOriginId).OriginPath).toBeUndefined();
      // The site: OAC to the private bucket, the directory-index / SPA-fallback function, no error pages that
      // would swallow the API's own 403/404 responses.
      const site = origin(config.DefaultCacheBehavior.TargetOriginId);
      expect(site.S3OriginConfig).toBeDefined();
      expect(site.OriginAccessControlId).toBeDefined();
      expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
        { EventType: 'viewer-request', FunctionARN: expect.anything() },
      ]);
      expect(config.CustomErrorResponses).toBeUndefined();
      result.template('web').hasResourceProperties('AWS::S3::Bucket', {
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        LoggingConfiguration: Match.objectLike({ LogFilePrefix: 's3/' }),
      });
    });

    it('sends the shared security headers: HSTS, CSP with the analytics hosts, nosniff, referrer, framing', () => {
      const expectedCsp = contentSecurityPolicy({
        analytics: ['googleAnalytics', 'clarity'],
        analyticsHosts: [],
        websocketOrigins: ['wss://agency.example.org', 'wss://calendar.agency.example.org'],
        uploadOrigins: ['https://s3.eu-central-1.amazonaws.com'],
        frameAncestors: ['https://agency.example.org'],
      });
      expect(expectedCsp).toContain('https://www.googletagmanager.com');
      expect(expectedCsp).toContain('https://www.clarity.ms');
      expect(expectedCsp).toContain('frame-src https://player.vimeo.com https://www.youtube.com https://www.youtube-nocookie.com');
      result.template('web').hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
        ResponseHeadersPolicyConfig: Match.objectLike({
          SecurityHeadersConfig: {
            ContentSecurityPolicy: { ContentSecurityPolicy: expectedCsp, Override: true },
            StrictTransportSecurity: {
              AccessControlMaxAgeSec: 63_072_000,
              IncludeSubdomains: true,
              Preload: true,
              Override: true,
            },
            ContentTypeOptions: { Override: true },
            ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
            FrameOptions: { FrameOption: 'SAMEORIGIN', Override: true },
          },
          CustomHeadersConfig: {
            Items: [{ Header: 'Permissions-Policy', Value: PERMISSIONS_POLICY, Override: true }],
          },
        }),
      });
    });

    it('uploads the build with long cache for hashed assets and short cache for the pages', () => {
      const template = result.template('web');
      template.hasResourceProperties('Custom::CDKBucketDeployment', {
        Include: ['assets/*'],
        Prune: false,
        SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
      });
      template.hasResourceProperties('Custom::CDKBucketDeployment', {
        Exclude: ['assets/*'],
        SystemMetadata: { 'cache-control': Match.stringLikeRegexp('max-age=0') },
        DistributionPaths: ['/*'],
      });
    });
  });

  describe('protection', () => {
    it('attaches managed rule groups and per-IP rate rules for booking, chat, newsletter and contact', () => {
      const acl = Object.values(result.template('protection').findResources('AWS::WAFv2::WebACL'))[0];
      expect(acl.Properties.Scope).toBe('CLOUDFRONT');
      const rules = acl.Properties.Rules as { Name: string; Statement: Record<string, never> }[];
      const names = rules.map((rule) => rule.Name);
      expect(names).toEqual(
        expect.arrayContaining([
          'AWSManagedRulesCommonRuleSet',
          'AWSManagedRulesKnownBadInputsRuleSet',
          'AWSManagedRulesAmazonIpReputationList',
          ...RATE_RULES.map((rule) => `RateLimit${rule.name}`),
        ]),
      );
      expect(RATE_RULES.map((rule) => rule.name)).toEqual(['Booking', 'Chat', 'Newsletter', 'Contact']);
      const booking = rules.find((rule) => rule.Name === 'RateLimitBooking')!;
      expect(JSON.stringify(booking.Statement)).toContain('/api/bookings');
    });
  });

  describe('monitoring', () => {

    it('alarms on any NotificationFailures in 5 minutes, to the operator topic', () => {
      result.template('monitoring').hasResourceProperties('AWS::CloudWatch::Alarm', {
        Namespace: 'AgencySite',
        MetricName: 'NotificationFailures',
        Statistic: 'Sum',
        Period: 300,
        Threshold: 1,
        EvaluationPeriods: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        TreatMissingData: 'notBreaching',
        // Every occurrence is an incident, and the operator hears when it is over.
        AlarmActions: [{ 'Fn::ImportValue': Match.stringLikeRegexp('AlarmTopic') }],
        OKActions: [{ 'Fn::ImportValue': Match.stringLikeRegexp('AlarmTopic') }],
      });
      result.template('data').hasResourceProperties('AWS::SNS::Subscription', {
        Protocol: 'email',
        Endpoint: 'ops@agency.example.org',
      });
      result.template('data').hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
    });

    it('alarms on dead-letter queue depth, iterator age, failures and throttles of each function beside it, and API 5xx', () => {
      const everywhere = (['data', 'auth', 'api', 'web', 'monitoring'] as const).flatMap((stack) => Object.values(result.template(stack).findResources('AWS::CloudWatch::Alarm')));
      const metrics = everywhere.map((alarm) => `${alarm.Properties.Namespace}/${alarm.Properties.MetricName}`);
      expect(metrics).toContain('AWS/SQS/ApproximateNumberOfMessagesVisible');
      expect(metrics).toContain('AWS/Lambda/IteratorAge');
      expect(metrics).toContain('AWS/ApiGateway/5xx');
      // The Cognito invitation trigger.
      expect(Object.values(result.template('auth').findResources('AWS::CloudWatch::Alarm')).map((alarm) => alarm.Properties.MetricName)).toEqual(['Errors']);
      // Errors plus throttles of each function of ours (never the account's), alarmed in the function's own stack.
      const functions = [...result.api.handlers.all(), ...result.web.publishing.handlers.all()];
      const failureAlarms = everywhere.filter((alarm) => JSON.stringify(alarm.Properties.Metrics ?? []).includes('errors + throttles'));
      expect(failureAlarms).toHaveLength(functions.length);
      for (const alarm of failureAlarms) {
        const names = (alarm.Properties.Metrics as { MetricStat?: { Metric: { MetricName: string; Dimensions: unknown[] } } }[]).flatMap((metric) => (metric.MetricStat ? [metric.MetricStat.Metric] : []));
        expect(names.map((metric) => metric.MetricName).sort()).toEqual(['Errors', 'Throttles']);
        for (const metric of names) expect(metric.Dimensions).toHaveLength(1);
        // A single failed invocation is a blip; two bad periods out of three is an incident, and only that mails.
        expect(alarm.Properties).toMatchObject({ EvaluationPeriods: 3, DatapointsToAlarm: 2 });
        expect(alarm.Properties.OKActions).toBeUndefined();
      }
      expect(metrics).not.toContain('AWS/Lambda/Throttles');
      for (const alarm of everywhere) expect(alarm.Properties.AlarmActions).toHaveLength(1);
      // OK messages only for the critical alarms, which fire on one data point.
      for (const alarm of everywhere.filter((candidate) => candidate.Properties.OKActions)) expect(alarm.Properties.EvaluationPeriods).toBe(1);
    });

    it('alarms before SES reviews the account: a bounce rate of 4 % and a complaint rate of 0.08 %', () => {
      for (const [metric, threshold] of [
        ['Reputation.BounceRate', 0.04],
        ['Reputation.ComplaintRate', 0.0008],
      ] as const) {
        result.template('monitoring').hasResourceProperties('AWS::CloudWatch::Alarm', {
          Namespace: 'AWS/SES',
          MetricName: metric,
          Statistic: 'Maximum',
          Threshold: threshold,
          ComparisonOperator: 'GreaterThanOrEqualToThreshold',
          // The alarm topic lives in the data stack.
          AlarmActions: [{ 'Fn::ImportValue': Match.stringLikeRegexp('AlarmTopic') }],
        });
      }
    });

    it('has a dashboard with booking volume, refusals, notification failures and API latency', () => {
      const dashboard = Object.values(result.template('monitoring').findResources('AWS::CloudWatch::Dashboard'))[0];
      const body = JSON.stringify(dashboard.Properties.DashboardBody);
      for (const text of ['Booking volume', 'BookingsCreated', 'BookingsRefused', 'NotificationFailures', 'Latency']) {
        expect(body).toContain(text);
      }
    });
  });
});
