import { beforeAll, describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import { synthProductionApp, type SynthResult } from './test-support';

/** `npm run synth` with the defaults of cdk.json: no custom domain, no DNS, no e-mail configured. */
let result: SynthResult;

beforeAll(() => {
  result = synthProductionApp();
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
