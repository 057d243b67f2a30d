import { CfnResource, Stack, Validations, type IAspect } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type { IConstruct } from 'constructs';
import { renderForNag } from './constructs/handler-function';

/**
 * Singleton providers CDK itself adds (not written here, not configurable), and why their findings are accepted.
 * Each acknowledgement is generated per finding from the provider's synthesized policy and applies to that provider
 * only; the application's own resources get no blanket acknowledgement.
 */
const CDK_PROVIDERS: { idPrefix: string; reason: string }[] = [
  {
    idPrefix: 'Custom::CDKBucketDeployment',
    reason:
      'CDK BucketDeployment provider (aws-cdk-lib, not configurable): copies the web build from the CDK asset bucket ' +
      'to the site bucket and invalidates the distribution; its role is limited to those two buckets, object ' +
      'wildcards are inherent to syncing a folder, and CDK pins its runtime and basic-execution policy.',
  },
  {
    idPrefix: 'BucketNotificationsHandler',
    reason:
      'CDK bucket-notifications provider (aws-cdk-lib, not configurable): sets the media bucket\'s notification to the ' +
      'image function; CDK pins its runtime and basic-execution policy.',
  },
  {
    idPrefix: 'AWSCDK.TriggerCustomResourceProvider',
    reason:
      'CDK triggers provider (aws-cdk-lib, not configurable): invokes the whole-site republish after the web build is ' +
      'uploaded; its policy only invokes that function, and CDK pins its runtime.',
  },
  {
    idPrefix: 'Custom::S3AutoDeleteObjectsCustomResourceProvider',
    reason:
      'CDK auto-delete provider, present only when retainData=false (non-production): empties the buckets of this ' +
      'stack before deletion; CDK pins its runtime and policy.',
  },
];

/** Acknowledges the findings of CDK-generated providers (see CDK_PROVIDERS), one finding id at a time. */
export class CdkProviderAcknowledgements implements IAspect {
  visit(node: IConstruct): void {
    if (!(node instanceof CfnResource)) return;
    const provider = node.node.scopes.find((scope) => CDK_PROVIDERS.some((p) => scope.node.id.startsWith(p.idPrefix)));
    if (!provider) return;
    const { reason } = CDK_PROVIDERS.find((p) => provider.node.id.startsWith(p.idPrefix))!;
    const stack = Stack.of(node);
    const acknowledge = (id: string) => Validations.of(node).acknowledge({ id, reason });

    if (node instanceof lambda.CfnFunction) acknowledge('AwsSolutions-L1');
    if (node instanceof iam.CfnRole) {
      const managed = (stack.resolve(node.managedPolicyArns) ?? []) as unknown[];
      for (const arn of managed) acknowledge(`AwsSolutions-IAM4[Policy::${renderForNag(arn)}]`);
    }
    if (node instanceof iam.CfnPolicy) {
      const document = stack.resolve(node.policyDocument) as { Statement?: Record<string, unknown>[] };
      for (const statement of document.Statement ?? []) {
        for (const action of [statement.Action].flat()) {
          if (typeof action === 'string' && action.includes('*')) acknowledge(`AwsSolutions-IAM5[Action::${action}]`);
        }
        for (const resource of [statement.Resource].flat()) {
          const rendered = renderForNag(resource);
          if (rendered.includes('*')) acknowledge(`AwsSolutions-IAM5[Resource::${rendered}]`);
        }
      }
    }
  }
}
