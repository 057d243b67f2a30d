import { beforeAll, describe, expect, it } from 'vitest';
import { Stack, type CfnResource } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { CONTENT_TABLES } from '../../lambdas/content/seed-empty-site';
import { tableEnvVar } from '../../shared/contracts/tables/types';
import { sharedSynth, synthProductionApp, type SynthResult } from './test-support';

/** `npm run synth` with the defaults of cdk.json: no custom domain, no DNS, no e-mail configured. */
let result: SynthResult;

beforeAll(() => {
  result = sharedSynth();
}, 120_000);

describe('first deploy (defaults, no custom domain)', () => {
  it('synthesizes with no cdk-nag finding left unacknowledged', () => {
    expect(result.error?.message).toBeUndefined();
    expect(result.unacknowledged).toEqual([]);
  });

  it('serves the default CloudFront domain, with no aliases, certificate or DNS records', () => {
    const distribution = Object.values(result.template('web').findResources('AWS::CloudFront::Distribution'))[0];
    expect(distribution.Properties.DistributionConfig.Aliases).toBeUndefined();
    expect(distribution.Properties.DistributionConfig.ViewerCertificate).toBeUndefined();
    result.template('web').resourceCountIs('AWS::Route53::RecordSet', 0);
  });

  it('still deploys a page and the WAF when no web build exists', () => {
    result.template('web').resourceCountIs('Custom::CDKBucketDeployment', 2);
    result.template('protection').resourceCountIs('AWS::WAFv2::WebACL', 1);
    result.template('web').hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ WebACLId: Match.anyValue() }),
    });
  });

  it('keeps production data safe by default', () => {
    result.template('data').allResources('AWS::DynamoDB::Table', { DeletionPolicy: 'Retain' });
    result.template('auth').hasResourceProperties('AWS::Cognito::UserPool', { DeletionProtection: 'ACTIVE' });
  });
});

describe('first deploy without a domain: the site knows its own address', () => {
  it('gives the functions that render and write the site the distribution\'s own domain as SITE_URL', () => {
    const web = result.template('web').toJSON().Resources;
    const distribution = Object.keys(result.template('web').findResources('AWS::CloudFront::Distribution'))[0];
    const writers = result.web.publishing.handlers.all().filter(({ requirements }) => requirements.capabilities?.includes('site-publish'));
    // The publisher, the publish of an item at its scheduled time, and the whole-site republish that runs as the deploy's trigger.
    expect(writers.map(({ handler }) => handler).sort()).toEqual(['lambdas/content/publish-changes.ts', 'lambdas/content/publish-scheduled.ts', 'lambdas/content/republish-site.ts']);
    for (const { fn } of writers) {
      const id = Stack.of(fn).resolve(Stack.of(fn).getLogicalId(fn.function.node.defaultChild as CfnResource)) as string;
      expect(web[id].Properties.Environment.Variables.SITE_URL).toEqual({ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distribution, 'DomainName'] }]] });
    }
  });

  it('lets uploads come from the distribution\'s own domain only, and offers no OAuth flow at all', () => {
    const distribution = Object.keys(result.template('web').findResources('AWS::CloudFront::Distribution'))[0];
    result.template('web').hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedMethods: ['PUT'], AllowedOrigins: [{ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [distribution, 'DomainName'] }]] }] })] },
    });
    const client = Object.values(result.template('auth').findResources('AWS::Cognito::UserPoolClient'))[0].Properties;
    expect(client.AllowedOAuthFlows).toBeUndefined();
    expect(client.AllowedOAuthFlowsUserPoolClient).toBe(false);
    expect(JSON.stringify(client)).not.toContain('example.com');
  });
});

describe('retry-safe and destroy-safe', () => {
  /** Names of retained resources: each must carry something a new stack does not share with one a destroy left behind. */
  const retainedNamed = (stack: 'data' | 'web' | 'protection' | 'api' | 'auth' | 'monitoring' | 'edgeMonitoring') =>
    Object.entries(result.template(stack).toJSON().Resources as Record<string, { Type: string; DeletionPolicy?: string; Properties?: Record<string, unknown> }>)
      .filter(([, resource]) => resource.DeletionPolicy && resource.DeletionPolicy !== 'Delete')
      .flatMap(([id, resource]) => {
        const name = Object.entries(resource.Properties ?? {}).find(([key]) => /^(BucketName|LogGroupName|BackupVaultName|TableName|QueueName|TopicName)$/.test(key));
        return name ? [{ id, type: resource.Type, name: name[1], policy: resource.DeletionPolicy }] : [];
      });

  it('names no retained resource with a name a redeploy would take again', () => {
    const named = (['data', 'auth', 'api', 'protection', 'web', 'monitoring', 'edgeMonitoring'] as const).flatMap(retainedNamed);
    // The media bucket, the WAF log group, the backup vault; CDK's own upload function's log group is named after
    // that function, whose name CloudFormation generates.
    const ours = named.filter(({ name }) => !/^\{"Fn::Join":\["",\["\/aws\/lambda\/",\{"Ref":"CustomCDKBucketDeployment/.test(JSON.stringify(name)));
    expect(ours.map(({ type }) => type).sort()).toEqual(['AWS::Backup::BackupVault', 'AWS::Logs::LogGroup', 'AWS::S3::Bucket']);
    for (const { id, name, policy } of ours) {
      // The stack's own id (unique to one creation), directly or through the data stack's deployment id.
      expect(JSON.stringify(name), id).toMatch(/AWS::StackId|DeploymentId/);
      // A failed create deletes what it made, so a retry finds the name free.
      expect(policy, id).toBe('RetainExceptOnCreate');
    }
  });

  it('backs the tables up daily for 35 days, and versions the media bucket', () => {
    result.template('data').hasResourceProperties('AWS::Backup::BackupPlan', {
      BackupPlan: { BackupPlanRule: [Match.objectLike({ ScheduleExpression: 'cron(0 3 * * ? *)', Lifecycle: { DeleteAfterDays: 35 } })] },
    });
    const selection = Object.values(result.template('data').findResources('AWS::Backup::BackupSelection'))[0];
    expect(selection.Properties.BackupSelection.Resources).toHaveLength(Object.keys(result.data.database.tables).length);
    const media = Object.values(result.template('web').findResources('AWS::S3::Bucket')).find((bucket) => JSON.stringify(bucket.Properties.BucketName ?? '').includes('DeploymentId'))!;
    expect(media.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
  });

  it('gives each environment its own metrics namespace, from appName', () => {
    const staging = synthProductionApp({ appName: 'AgencySiteStaging' });
    const functions = Object.values(staging.template('api').findResources('AWS::Lambda::Function'));
    expect(functions.length).toBeGreaterThan(0);
    for (const fn of functions) expect(fn.Properties.Environment.Variables.POWERTOOLS_METRICS_NAMESPACE).toBe('AgencySiteStaging');
  }, 120_000);
});

describe('first deploy: a new site is never blank', () => {
  const resources = () => result.template('web').toJSON().Resources as Record<string, { Type: string; DependsOn?: string[]; Properties: Record<string, unknown> }>;
  const logicalId = (handler: string) => {
    const { fn } = result.web.publishing.handlers.all().find((entry) => entry.handler === handler)!;
    return Stack.of(fn).resolve(Stack.of(fn).getLogicalId(fn.function.node.defaultChild as CfnResource)) as string;
  };
  const triggerOf = (handler: string) => {
    const { fn } = result.web.publishing.handlers.all().find((entry) => entry.handler === handler)!;
    const version = Stack.of(fn).resolve(fn.function.currentVersion.functionArn);
    const found = Object.entries(resources()).find(([, resource]) => resource.Type === 'Custom::Trigger' && JSON.stringify(resource.Properties.HandlerArn) === JSON.stringify(version));
    expect(found, handler).toBeDefined();
    return found!;
  };

  it('loads the seed content once, when the stack is created, before the whole-site republish renders the pages', () => {
    const [seedId, seed] = triggerOf('lambdas/content/seed-empty-site.ts');
    expect(seed.Properties.ExecuteOnHandlerChange).toBe(false);
    const [, republish] = triggerOf('lambdas/content/republish-site.ts');
    expect(republish.DependsOn).toContain(seedId);
    // It runs only once its role may write the content tables.
    const { fn } = result.web.publishing.handlers.all().find((entry) => entry.handler === 'lambdas/content/seed-empty-site.ts')!;
    const policy = fn.role.node.findChild('DefaultPolicy').node.defaultChild as CfnResource;
    const policyId = Stack.of(policy).resolve(Stack.of(policy).getLogicalId(policy)) as string;
    expect(seed.DependsOn).toContain(policyId);
    expect(JSON.stringify(resources()[policyId].Properties.PolicyDocument)).toContain('dynamodb:PutItem');
  });

  it('gives the seeder the physical names of every content table it fills', () => {
    const variables = (resources()[logicalId('lambdas/content/seed-empty-site.ts')].Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    for (const table of CONTENT_TABLES) expect(variables[tableEnvVar(table)], table).toBeDefined();
  });

  it('loads no seed when the seedContent flag is off', () => {
    const unseeded = synthProductionApp({ seedContent: false });
    expect(unseeded.web.publishing.handlers.all().map(({ handler }) => handler)).not.toContain('lambdas/content/seed-empty-site.ts');
    expect(Object.values(unseeded.template('web').findResources('Custom::Trigger'))).toHaveLength(1);
  }, 120_000);
});

describe('synth works offline', () => {
  it('runs the image functions (variants, upload check) on x86_64, where the sharp binaries npm installed here run, and every other function on arm64', () => {
    const web = result.template('web').toJSON().Resources as Record<string, { Type: string; Properties: { Architectures?: string[] } }>;
    const imageFunctions = ['lambdas/content/make-image-variants.ts', 'lambdas/content/check-upload.ts'];
    const handlers = result.web.publishing.handlers.all();
    expect(handlers.map(({ handler }) => handler)).toEqual(expect.arrayContaining(imageFunctions));
    for (const { handler, fn } of handlers) {
      const id = Stack.of(fn).resolve(Stack.of(fn).getLogicalId(fn.function.node.defaultChild as CfnResource)) as string;
      expect(web[id].Properties.Architectures, handler).toEqual([imageFunctions.includes(handler) ? 'x86_64' : 'arm64']);
    }
  });
});
