import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type { Construct } from 'constructs';
import type { AppConfig } from '../config';
import { Alerting, raiseAlarm } from '../constructs/monitoring';
import { WEB_ACL_METRIC_NAME } from '../constructs/protection';

export interface EdgeMonitoringStackProps extends StackProps {
  config: AppConfig;
  /** The site's distribution (from the web stack, through a cross-region reference outside us-east-1). */
  distributionId: string;
}

/** Share of the distribution's answers that are 5xx, in percent, at which visitors are failing rather than unlucky. */
export const CLOUDFRONT_5XX_RATE_PERCENT = 5;
/** Requests the WAF blocks in five minutes beyond which it is an attack, or a rule that blocks real visitors. */
export const WAF_BLOCKS_PER_FIVE_MINUTES = 1000;

/**
 * The alarms on what CloudFront and its WAF report: both publish their metrics in us-east-1 only, and an alarm may
 * notify only a topic of its own region, so this stack lives there with an alarm topic of its own (the same e-mail
 * subscription as the main one).
 */
export class EdgeMonitoringStack extends Stack {
  readonly alerting: Alerting;

  constructor(scope: Construct, id: string, props: EdgeMonitoringStackProps) {
    super(scope, id, props);
    this.alerting = new Alerting(this, 'Alerting', { alarmEmail: props.config.alarmEmail });
    const period = Duration.minutes(5);
    raiseAlarm(
      this,
      'CloudFront5xxRate',
      this.alerting.topic,
      new cloudwatch.Metric({
        namespace: 'AWS/CloudFront',
        metricName: '5xxErrorRate',
        dimensionsMap: { DistributionId: props.distributionId, Region: 'Global' },
        statistic: cloudwatch.Stats.AVERAGE,
        period,
      }),
      { threshold: CLOUDFRONT_5XX_RATE_PERCENT, description: `At least ${CLOUDFRONT_5XX_RATE_PERCENT} % of the site's answers were server errors (CloudFront 5xx).` },
    );
    raiseAlarm(
      this,
      'WafBlocks',
      this.alerting.topic,
      new cloudwatch.Metric({
        namespace: 'AWS/WAFV2',
        metricName: 'BlockedRequests',
        dimensionsMap: { WebACL: WEB_ACL_METRIC_NAME, Rule: 'ALL' },
        statistic: cloudwatch.Stats.SUM,
        period,
      }),
      { threshold: WAF_BLOCKS_PER_FIVE_MINUTES, description: `The WAF blocked ${WAF_BLOCKS_PER_FIVE_MINUTES} or more requests in five minutes: an attack, or a rule blocking real visitors.` },
    );
  }
}
