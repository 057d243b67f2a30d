import * as route53 from 'aws-cdk-lib/aws-route53';
import type { Construct } from 'constructs';
import type { AppConfig } from '../config';

/** The configured public hosted zone (no lookup: synth needs no credentials). */
export function lookupHostedZone(scope: Construct, config: AppConfig): route53.IHostedZone | undefined {
  if (!config.hostedZoneId || !config.domainName) return undefined;
  return route53.HostedZone.fromHostedZoneAttributes(scope, 'HostedZone', {
    hostedZoneId: config.hostedZoneId,
    zoneName: config.hostedZoneName ?? config.domainName,
  });
}
