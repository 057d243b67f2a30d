import { Stack, type StackProps } from 'aws-cdk-lib';
import type * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { HttpRoute } from '../../../shared/contracts/routes/types';
import type { AppConfig } from '../config';
import { Protection } from '../constructs/protection';

export interface ProtectionStackProps extends StackProps {
  config: AppConfig;
  httpRoutes: readonly HttpRoute[];
}

/**
 * The WAF web ACL of the distribution. CloudFront-scoped web ACLs exist only in us-east-1, so this stack is always
 * deployed there; the web stack reads the ACL's ARN through a cross-region reference (SSM parameters written by
 * CDK's export-writer custom resource).
 */
export class ProtectionStack extends Stack {
  readonly protection: Protection;

  constructor(scope: Construct, id: string, props: ProtectionStackProps) {
    super(scope, id, props);
    this.protection = new Protection(this, 'Protection', {
      routes: props.httpRoutes,
      retainLogs: props.config.retainData,
      logRetention: props.config.logRetentionDays as logs.RetentionDays,
    });
  }
}
