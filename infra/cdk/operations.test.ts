import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { App, Stack, type CfnResource } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import * as sns from 'aws-cdk-lib/aws-sns';
import type { IConstruct } from 'constructs';
import { APPLICATION_METRICS, type ApplicationMetric } from '../../shared/contracts/routes/metrics';
import { redirectPublisher } from '../../shared/contracts/routes/studio';
import { handlerId } from '../../shared/contracts/routes/types';
import { SECRET_NAMES, secretIdEnvVar, type SecretName } from '../../shared/contracts/routes/secrets';
import { sharedDefinitions } from './app-builder';
import { ITERATOR_AGE_LIMIT, MAX_QUERY_LOG_GROUPS, Monitoring, SAVED_QUERIES } from './constructs/monitoring';
import { WEB_ACL_METRIC_NAME } from './constructs/protection';
import { fromRoot } from './paths';
import { CLOUDFRONT_5XX_RATE_PERCENT, WAF_BLOCKS_PER_FIVE_MINUTES } from './stacks/edge-monitoring-stack';
import { synthesizedTemplates } from './template-limits';
import { modulesReachedBy, PRODUCTION_CONTEXT, sharedSynth, testDefinitions, type SynthResult } from './test-support';

const GOOGLE_SECRET_ARN = PRODUCTION_CONTEXT.googleServiceAccountSecretArn;
const STACKS = ['data', 'auth', 'api', 'protection', 'web', 'monitoring', 'edgeMonitoring'] as const;
const definitions = testDefinitions();

let result: SynthResult;
const logicalId = (construct: IConstruct) =>
  Stack.of(construct).resolve(Stack.of(construct).getLogicalId(construct.node.defaultChild as CfnResource)) as string;

beforeAll(() => {
  result = sharedSynth(PRODUCTION_CONTEXT);
}, 120_000);

type Statement = { Action: string | string[]; Resource: unknown };
const statementsOf = (template: Template) =>
  Object.values(template.findResources('AWS::IAM::Policy')).flatMap(
    (policy) => policy.Properties.PolicyDocument.Statement as Statement[],
  );
/** Every function of the app: the API's and the publishing functions of the web stack. */
const allHandlers = () => [...result.api.handlers.all(), ...result.web.publishing.handlers.all()];
const functionsOf = (template: Template) => Object.values(template.findResources('AWS::Lambda::Function'));

describe('secrets', () => {
  it('are in no function environment and no template, as values or as deploy-time references', () => {
    expect(result.error?.message).toBeUndefined();
    for (const stack of STACKS) {
      const template = result.template(stack);
      for (const fn of functionsOf(template)) {
        const variables = (fn.Properties.Environment?.Variables ?? {}) as Record<string, unknown>;
        for (const [name, value] of Object.entries(variables)) {
          const text = JSON.stringify(value);
          expect(text, name).not.toContain('resolve:secretsmanager');
          // Only where to find a secret, never one: no variable named like a secret except the *_SECRET_ID ones.
          if (!name.startsWith('TABLE_') && /SECRET|PASSWORD|PRIVATE|TOKEN|_KEY$/.test(name)) expect(name).toMatch(/_SECRET_ID$/);
          // A literal value is configuration (names, addresses, URLs), never a long random string.
          if (typeof value === 'string') expect(/^(?=.*\d)(?=.*[A-Za-z])[A-Za-z0-9+/=_]{24,}$/.test(value), `${name}=${value}`).toBe(false);
        }
      }
      // CloudFront's origin header is the one place the origin secret is resolved at deploy time (docs/operations.md).
      if (stack !== 'web') expect(JSON.stringify(template.toJSON()), stack).not.toContain('resolve:secretsmanager');
    }
  });

  it('are read by exactly the functions that declare them, by id, with GetSecretValue on that secret alone', () => {
    const api = result.template('api').toJSON().Resources;
    const secretArn = (name: SecretName) =>
      name === 'googleServiceAccount'
        ? GOOGLE_SECRET_ARN
        : { 'Fn::ImportValue': expect.stringContaining(name === 'bookingToken' ? 'BookingTokenSecret' : 'OriginVerifySecret') };
    const httpHandlers = new Set(sharedDefinitions.httpRoutes.map((route) => route.handler));
    for (const { handler, fn, requirements } of result.api.handlers.all()) {
      const declared = requirements.secrets ?? [];
      if (httpHandlers.has(handler)) expect(declared, handler).toContain('originVerify');
      const variables = api[logicalId(fn.function)].Properties.Environment.Variables as Record<string, unknown>;
      for (const name of SECRET_NAMES) {
        if (declared.includes(name)) expect(variables[secretIdEnvVar(name)], `${handler} ${name}`).toEqual(secretArn(name));
        else expect(variables[secretIdEnvVar(name)], `${handler} ${name}`).toBeUndefined();
      }
      const policy = api[logicalId(fn.role.node.findChild('DefaultPolicy'))];
      const secretStatements = (policy.Properties.PolicyDocument.Statement as Statement[]).filter((statement) =>
        [statement.Action].flat().some((action) => action.startsWith('secretsmanager:')),
      );
      for (const statement of secretStatements) expect(statement.Action, handler).toBe('secretsmanager:GetSecretValue');
      const readable = secretStatements.flatMap((statement) => [statement.Resource].flat());
      expect(readable, handler).toEqual(expect.arrayContaining(declared.map((name) => secretArn(name))));
      expect(readable, handler).toHaveLength(declared.length);
    }
  });
});

describe('grants', () => {
  it('include no CloudWatch metric API (the embedded metric format needs none) and no unused secret action', () => {
    for (const stack of STACKS) {
      const actions = statementsOf(result.template(stack)).flatMap((statement) => [statement.Action].flat());
      expect(actions.filter((action) => action.startsWith('cloudwatch:')), stack).toEqual([]);
      expect(actions.filter((action) => action.startsWith('secretsmanager:') && action !== 'secretsmanager:GetSecretValue'), stack).toEqual([]);
    }
  });
});

describe('application metrics', () => {
  const recorderUse = (metric: ApplicationMetric) => new RegExp(`\\b(?:${APPLICATION_METRICS[metric].recorders.join('|')})\\b`);
  const withoutImports = (source: string) => source.replace(/^import [^;]*;$/gm, '');
  const metricsModule = fromRoot('lambdas/lib/metrics.ts');
  /** Whether the handler's code (not the metrics module that defines the recorders) records the metric. */
  const emits = (handler: string, metric: ApplicationMetric) =>
    [...modulesReachedBy(handler)].some(([file, source]) => file !== metricsModule && recorderUse(metric).test(withoutImports(source)));

  it('are emitted by every handler that declares them (its code calls the metric\'s recorder)', () => {
    for (const { handler, fn, requirements } of allHandlers()) {
      if (!fn.implemented) continue;
      for (const metric of requirements.metrics ?? []) expect(emits(handler, metric), `${handler} ${metric}`).toBe(true);
    }
    // The check can fail: a handler that records nothing is not taken for one that does.
    expect(emits('lambdas/platform/get-health.ts', 'BookingsCreated')).toBe(false);
  });

  it('are read by alarms and the dashboard only when some handler emits them', () => {
    const declared = new Set(allHandlers().flatMap(({ requirements }) => requirements.metrics ?? []));
    const monitoring = result.template('monitoring').toJSON();
    const read = new Set<string>();
    for (const resource of Object.values<{ Type: string; Properties: Record<string, unknown> }>(monitoring.Resources)) {
      if (resource.Type === 'AWS::CloudWatch::Alarm' && resource.Properties.Namespace === 'AgencySite') read.add(String(resource.Properties.MetricName));
      if (resource.Type === 'AWS::CloudWatch::Dashboard') {
        const body = JSON.stringify(resource.Properties.DashboardBody);
        for (const name of Object.keys(APPLICATION_METRICS)) if (body.includes(name)) read.add(name);
      }
    }
    expect([...read].sort()).toEqual(expect.arrayContaining(['BookingsCreated', 'BookingsRefused', 'NotificationFailures']));
    for (const name of read) expect(declared.has(name as ApplicationMetric), name).toBe(true);
  });
});

describe('alarms and saved queries', () => {
  const alarmsBesideFunctions = () => (['api', 'web'] as const).flatMap((stack) => Object.values(result.template(stack).findResources('AWS::CloudWatch::Alarm')));

  it("alarm on each stream or e-mail event consumer's own dead-letter queue, on how far a stream consumer lags, and on a spike of refused bookings", () => {
    const alarms = alarmsBesideFunctions();
    const depthAlarms = alarms.filter((alarm) => alarm.Properties.MetricName === 'ApproximateNumberOfMessagesVisible');
    // One queue per consumer function (the publisher reads four tables' streams into one); the redirect publisher,
    // deployed only in AWS, has its own.
    const streamConsumers = new Set([...definitions.streamConsumers, redirectPublisher].map((consumer) => consumer.handler));
    const consumers = new Set([...streamConsumers, ...(definitions.emailEventConsumers ?? []).map((consumer) => consumer.handler)]);
    expect(depthAlarms).toHaveLength(consumers.size);
    const iteratorAlarms = alarms.filter((alarm) => alarm.Properties.MetricName === 'IteratorAge');
    expect(iteratorAlarms).toHaveLength(streamConsumers.size);
    for (const alarm of iteratorAlarms) expect(alarm.Properties).toMatchObject({ Statistic: 'Maximum', Threshold: ITERATOR_AGE_LIMIT.toMilliseconds() });
    for (const handler of consumers) {
      const id = handlerId(handler);
      const queue = result.api.outbox.deadLetterQueues.get(id) ?? result.web.publishing.outbox.deadLetterQueues.get(id);
      expect(queue, handler).toBeDefined();
      // The alarm lives beside the queue, in the same template: it references the queue itself, never an import.
      expect(depthAlarms.some((alarm) => JSON.stringify(alarm.Properties.Dimensions).includes(logicalId(queue!))), handler).toBe(true);
    }
    result.template('monitoring').hasResourceProperties('AWS::CloudWatch::Alarm', { MetricName: 'BookingsRefused', Namespace: 'AgencySite', Statistic: 'Sum', Period: 300, Threshold: 30 });
  });

  it('save the runbook queries over every handler log group, at most 50 log groups per query', () => {
    // Read from each template apart: every group's nested stack has queries of the same logical ids.
    const queries = synthesizedTemplates(result.app.outdir).flatMap(({ file }) =>
      Object.values(Template.fromJSON(JSON.parse(readFileSync(file, 'utf8'))).findResources('AWS::Logs::QueryDefinition')),
    );
    const names = queries.map((query) => String(query.Properties.Name));
    for (const name of Object.values(SAVED_QUERIES)) expect(names.filter((candidate) => candidate.endsWith(`/${name}`)).length, name).toBeGreaterThan(1);
    for (const query of queries) expect(query.Properties.LogGroupNames.length).toBeLessThanOrEqual(MAX_QUERY_LOG_GROUPS);
    // Each handler's log group is in exactly one group's errors-by-route query.
    const errorQueries = queries.filter((query) => String(query.Properties.Name).endsWith(`/${SAVED_QUERIES.errorsByRoute}`));
    expect(errorQueries.reduce((sum, query) => sum + query.Properties.LogGroupNames.length, 0)).toBe(allHandlers().length);
    const text = JSON.stringify(queries);
    for (const field of ['booking_id', 'level', 'route', 'BookingsRefused', 'Reason']) expect(text).toContain(field);
  });
});

describe('the monitoring construct', () => {
  it('alarms on publish failures and charts publishing once a handler emits them, and not before', () => {
    const build = (emittedMetrics: ApplicationMetric[]) => {
      const stack = new Stack(new App(), 'Monitoring');
      new Monitoring(stack, 'Monitoring', {
        metricsNamespace: 'AgencySite',
        topic: new sns.Topic(stack, 'Topic'),
        emittedMetrics,
        httpApiId: 'api',
        realtimeApiId: 'realtime',
        realtimeStage: 'realtime',
      });
      return Template.fromStack(stack);
    };
    const publishing = build(['ContentPublished', 'PublishFailures']);
    publishing.hasResourceProperties('AWS::CloudWatch::Alarm', { MetricName: 'PublishFailures', Namespace: 'AgencySite', Threshold: 1 });
    const dashboard = JSON.stringify(Object.values(publishing.findResources('AWS::CloudWatch::Dashboard'))[0].Properties.DashboardBody);
    expect(dashboard).toContain('ContentPublished');
    expect(dashboard).not.toContain('BookingsCreated');

    const quiet = build([]);
    expect(Object.keys(quiet.findResources('AWS::CloudWatch::Alarm', { Properties: { Namespace: 'AgencySite' } }))).toEqual([]);
    expect(JSON.stringify(quiet.toJSON())).not.toContain('PublishFailures');
  });
});

describe('staff calendar feeds', () => {
  it('are read by a 5-minute EventBridge rule beside their function, and an hour of failures raises an alarm', () => {
    const fn = result.api.handlers.get('lambdas/calendars/sync-feeds.ts');
    const api = result.template('api');
    const rules = Object.values(api.findResources('AWS::Events::Rule', { Properties: { ScheduleExpression: 'rate(5 minutes)' } }));
    expect(rules).toHaveLength(1);
    expect(JSON.stringify(rules[0].Properties.Targets)).toContain(logicalId(fn.live));
    result.template('monitoring').hasResourceProperties('AWS::CloudWatch::Alarm', { MetricName: 'CalendarSyncFailures', Namespace: 'AgencySite', Threshold: 12, Period: 3600 });
    // Only the local runtime reads http feeds from loopback.
    expect(JSON.stringify(api.toJSON())).not.toContain('CALENDAR_FEEDS_ALLOW_LOOPBACK_HTTP');
  });
});

describe('edge alarms (us-east-1)', () => {
  it('alarm on the distribution\'s 5xx rate and on the WAF\'s blocks, in us-east-1 where their metrics are, to a topic there mailing the operator', () => {
    expect(result.edgeMonitoring.region).toBe('us-east-1');
    const template = result.template('edgeMonitoring');
    const topic = Object.keys(template.findResources('AWS::SNS::Topic'));
    expect(topic).toHaveLength(1);
    template.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@agency.example.org', TopicArn: { Ref: topic[0] } });
    const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')).map(({ Properties }) => Properties);
    const cloudFront = alarms.find((alarm) => alarm.Namespace === 'AWS/CloudFront')!;
    expect(cloudFront).toMatchObject({ MetricName: '5xxErrorRate', Statistic: 'Average', Threshold: CLOUDFRONT_5XX_RATE_PERCENT, AlarmActions: [{ Ref: topic[0] }] });
    // The distribution of the web stack (eu-central-1), read through a cross-region reference.
    expect(cloudFront.Dimensions).toEqual(
      expect.arrayContaining([{ Name: 'Region', Value: 'Global' }, { Name: 'DistributionId', Value: expect.objectContaining({ 'Fn::GetAtt': expect.arrayContaining([expect.stringMatching(/ExportsReader/)]) }) }]),
    );
    const waf = alarms.find((alarm) => alarm.Namespace === 'AWS/WAFV2')!;
    expect(waf).toMatchObject({ MetricName: 'BlockedRequests', Statistic: 'Sum', Threshold: WAF_BLOCKS_PER_FIVE_MINUTES, AlarmActions: [{ Ref: topic[0] }] });
    expect(waf.Dimensions).toEqual(expect.arrayContaining([{ Name: 'WebACL', Value: WEB_ACL_METRIC_NAME }, { Name: 'Rule', Value: 'ALL' }]));
    // The web ACL publishes its metric under that name.
    result.template('protection').hasResourceProperties('AWS::WAFv2::WebACL', { VisibilityConfig: { CloudWatchMetricsEnabled: true, SampledRequestsEnabled: true, MetricName: WEB_ACL_METRIC_NAME } });
  });
});
