import { CfnOutput, Stack, type SecretValue, type StackProps } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import type { AnalyticsProvider } from '../../../shared/contracts/security-headers';
import type { AppConfig } from '../config';
import type * as logs from 'aws-cdk-lib/aws-logs';
import { mediaBucketName } from '../constructs/media-bucket';
import { Publishing, type PublishingProps } from '../constructs/publishing';
import { Web } from '../constructs/web';
import { lookupHostedZone } from './hosted-zone';

export interface WebStackProps extends StackProps {
  config: AppConfig;
  /** What the studio's publisher and image function need (they live beside the site they write). */
  publishing: Omit<PublishingProps, 'config' | 'site' | 'mediaBucket' | 'siteDeployment' | 'logRetention'>;
  /** `DataStack.deploymentId`, part of the media bucket's name. */
  deploymentId: string;
  httpApiDomain: string;
  realtimeApiDomain: string;
  originVerifySecret: SecretValue;
  realtimeStage: string;
  webAclArn?: string;
  userPoolId: string;
  userPoolClientId: string;
}

const PRICE_CLASSES: Record<AppConfig['priceClass'], cloudfront.PriceClass> = {
  '100': cloudfront.PriceClass.PRICE_CLASS_100,
  '200': cloudfront.PriceClass.PRICE_CLASS_200,
  All: cloudfront.PriceClass.PRICE_CLASS_ALL,
};

/** The site bucket, the CloudFront distribution of both domains, the upload of the web build, DNS aliases. */
export class WebStack extends Stack {
  readonly web: Web;
  readonly publishing: Publishing;
  /** The site's public address: the configured one, else the distribution's own domain. */
  readonly siteUrl: string;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { config } = props;
    const analytics: AnalyticsProvider[] = [];
    if (config.analytics.googleAnalytics) analytics.push('googleAnalytics');
    if (config.analytics.clarity) analytics.push('clarity');

    this.web = new Web(this, 'Web', {
      domainNames: config.domainNames,
      certificateArn: config.certificateArn,
      hostedZone: lookupHostedZone(this, config),
      httpApiDomain: props.httpApiDomain,
      realtimeApiDomain: props.realtimeApiDomain,
      originVerifySecret: props.originVerifySecret,
      realtimeStage: props.realtimeStage,
      webAclArn: props.webAclArn,
      analytics,
      analyticsHosts: config.analytics.extraHosts,
      webDistPath: config.webDistPath,
      priceClass: PRICE_CLASSES[config.priceClass],
      retainData: config.retainData,
      // Staff sign-in: SRP against the real user pool (the local emulator has no SRP and adds its endpoint).
      runtimeConfig: { cognito: { userPoolId: props.userPoolId, userPoolClientId: props.userPoolClientId, authFlow: 'USER_SRP_AUTH' } },
      mediaBucketName: mediaBucketName(config, props.deploymentId),
      siteUrl: config.siteUrl,
    });
    // Without a configured address the site is the distribution's own domain: what the functions that render and
    // write the site put into canonical links, the sitemap and robots.txt.
    this.siteUrl = config.siteUrl ?? `https://${this.web.distribution.distributionDomainName}`;
    this.publishing = new Publishing(this, 'Publishing', {
      ...props.publishing,
      config: { ...config, siteUrl: this.siteUrl },
      logRetention: config.logRetentionDays as logs.RetentionDays,
      site: { bucket: this.web.bucket, distribution: this.web.distribution, redirects: this.web.redirects },
      mediaBucket: this.web.mediaBucket,
      siteDeployment: this.web.pagesDeployment,
    });

    new CfnOutput(this, 'DistributionDomainName', {
      description: 'CNAME target of both domains; the site URL of a first deploy without a custom domain',
      value: this.web.distribution.distributionDomainName,
    });
    new CfnOutput(this, 'DistributionId', { value: this.web.distribution.distributionId });
    new CfnOutput(this, 'SiteBucketName', { value: this.web.bucket.bucketName });
    new CfnOutput(this, 'MediaBucketName', { value: this.web.mediaBucket.bucketName });
    new CfnOutput(this, 'SiteUrl', { value: this.siteUrl });
  }
}
