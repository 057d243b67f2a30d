import { existsSync } from 'node:fs';
import { Annotations, Duration, RemovalPolicy, Stack, Validations, type SecretValue } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as route53 from 'aws-cdk-lib/aws-route53';
import * as targets from 'aws-cdk-lib/aws-route53-targets';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import {
  contentSecurityPolicy,
  PERMISSIONS_POLICY,
  STRICT_TRANSPORT_SECURITY,
  type AnalyticsProvider,
} from '../../../shared/contracts/security-headers';
import { fromRoot } from '../paths';
import { contentPagePatterns, parametrisedSitePatterns, staticSitePaths } from '../../../shared/site/routes';
import { ORIGIN_VERIFY_HEADER } from '../../../shared/contracts/headers';
import { NotFoundPage } from './not-found-page';
import { apiViewerRequestFunctionCode, siteBuildLayout, siteRoutingFunctionCode } from './site-routing';

export interface WebProps {
  /** Main domain and `calendar.` subdomain; empty for the default CloudFront domain. */
  domainNames: string[];
  certificateArn?: string;
  hostedZone?: route53.IHostedZone;
  /** Origin domains (`{api}.execute-api.{region}.amazonaws.com`). */
  httpApiDomain: string;
  realtimeApiDomain: string;
  /**
   * Sent to the HTTP and WebSocket APIs as `x-origin-verify` (a deploy-time dynamic reference, never in the template's
   * text): their handlers refuse every request without it, so the APIs' own endpoints cannot bypass the WAF.
   */
  originVerifySecret: SecretValue;
  /** Stage of the WebSocket API, equal to the path `/realtime`. */
  realtimeStage: string;
  webAclArn?: string;
  analytics: AnalyticsProvider[];
  analyticsHosts: string[];
  /** Web build folder relative to the repository root. */
  webDistPath: string;
  priceClass: cloudfront.PriceClass;
  retainData: boolean;
  /** Public configuration the browser reads from `/runtime-config.json` (the local gateway serves the same file). */
  runtimeConfig: Record<string, unknown>;
  /** Physical name of the media bucket (known to the API stack, which presigns uploads into it). */
  mediaBucketName: string;
  /** The site's configured address, if any; the studio uploads from it and from the distribution's own domain. */
  siteUrl?: string;
}

export const HASHED_ASSETS_CACHE = 'public, max-age=31536000, immutable';
export const HTML_CACHE = 'public, max-age=0, s-maxage=60, must-revalidate';

/**
 * The site and the single origin of the product: a private bucket behind Origin Access Control, one CloudFront
 * distribution answering for the main domain and its `calendar.` subdomain with `/api/*` → HTTP API (never cached,
 * every viewer header but Host), `/realtime` → WebSocket API, everything else → the prerendered site with SPA
 * fallback; security headers from shared/contracts/security-headers.ts; TLS 1.2+; access logs; WAF.
 */
export class Web extends Construct {
  readonly bucket: s3.Bucket;
  /** Uploads from the studio (`media/uploads/`) and their variants (`media/variants/`), served at the same paths. */
  readonly mediaBucket: s3.Bucket;
  /** The upload of the web build's pages; the whole-site republish runs after it. */
  pagesDeployment!: s3deploy.BucketDeployment;
  readonly logBucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  readonly headersPolicy: cloudfront.ResponseHeadersPolicy;
  readonly routingFunction: cloudfront.Function;
  /** Old page addresses of renamed content (path → new path), read by the routing function; the redirect publisher writes it. */
  readonly redirects: cloudfront.KeyValueStore;
  readonly apiViewerRequestFunction: cloudfront.Function;
  /** Answers the site's not-found page with status 404 where the bucket has no page (site behaviour only). */
  readonly notFoundPage: NotFoundPage;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    const removalPolicy = props.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    this.logBucket = new s3.Bucket(this, 'AccessLogs', {
      encryption: s3.BucketEncryption.S3_MANAGED,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      // CloudFront standard logging writes with ACLs.
      objectOwnership: s3.ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ expiration: Duration.days(365) }],
      removalPolicy,
      autoDeleteObjects: !props.retainData,
    });
    Validations.of(this.logBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket itself; logging it into itself would loop.',
    });

    this.bucket = new s3.Bucket(this, 'Site', {
      encryption: s3.BucketEncryption.S3_MANAGED,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      versioned: true,
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(30) }],
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: 's3/',
      removalPolicy,
      autoDeleteObjects: !props.retainData,
    });

    this.mediaBucket = new s3.Bucket(this, 'Media', {
      bucketName: props.mediaBucketName,
      encryption: s3.BucketEncryption.S3_MANAGED,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      // An overwritten or deleted upload can be brought back; old versions go after 30 days. An upload the check never
      // got to (it moves or deletes each within seconds) and the notes of refused uploads do not stay for good.
      versioned: true,
      lifecycleRules: [
        { noncurrentVersionExpiration: Duration.days(30) },
        { prefix: 'media/incoming/', expiration: Duration.days(1) },
        { prefix: 'media/rejected/', expiration: Duration.days(30) },
      ],
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: 's3-media/',
      // Kept when the stack is deleted, but not when the create that made it fails (a retry would want it again).
      removalPolicy: props.retainData ? RemovalPolicy.RETAIN_ON_UPDATE_OR_DELETE : RemovalPolicy.DESTROY,
      autoDeleteObjects: !props.retainData,
    });

    this.redirects = new cloudfront.KeyValueStore(this, 'Redirects', { comment: 'Old page addresses of renamed articles and projects' });
    this.routingFunction = new cloudfront.Function(this, 'SiteRouting', {
      comment: 'Prerendered pages, SPA shell, calendar site, not-found page, redirects of renamed content',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      keyValueStore: this.redirects,
      code: cloudfront.FunctionCode.fromInline(
        siteRoutingFunctionCode(siteBuildLayout(fromRoot(props.webDistPath)), staticSitePaths, parametrisedSitePatterns, contentPagePatterns, { redirects: true }),
      ),
    });

    this.notFoundPage = new NotFoundPage(this, 'NotFoundPage', { distDir: fromRoot(props.webDistPath), cacheControl: HTML_CACHE });

    this.apiViewerRequestFunction = new cloudfront.Function(this, 'ApiViewerIp', {
      comment: 'Passes the viewer IP to the API as x-viewer-ip, and an x-request-id when the viewer sent none',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(apiViewerRequestFunctionCode()),
    });

    const [mainDomain] = props.domainNames;
    this.headersPolicy = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Security headers (shared/contracts/security-headers.ts)',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy({
            analytics: props.analytics,
            analyticsHosts: props.analyticsHosts,
            websocketOrigins: props.domainNames.map((name) => `wss://${name}`),
            // Presigned uploads use path-style URLs on the region's S3 endpoint.
            uploadOrigins: [`https://s3.${Stack.of(this).region}.amazonaws.com`],
            // The calendar subdomain may be framed by the main site.
            frameAncestors: mainDomain ? [`https://${mainDomain}`] : [],
          }),
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(STRICT_TRANSPORT_SECURITY.maxAgeSeconds),
          includeSubdomains: STRICT_TRANSPORT_SECURITY.includeSubdomains,
          preload: STRICT_TRANSPORT_SECURITY.preload,
          override: true,
        },
        contentTypeOptions: { override: true },
        referrerPolicy: { referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.SAMEORIGIN, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [{ header: 'Permissions-Policy', value: PERMISSIONS_POLICY, override: true }],
      },
    });

    const apiOrigin = new origins.HttpOrigin(props.httpApiDomain, {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
      // Replaces any header of that name a viewer sends.
      customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerifySecret.unsafeUnwrap() },
    });
    // The $connect handler counts connections per viewer, so the upgrade carries the same two headers as the API.
    const realtimeOrigin = new origins.HttpOrigin(props.realtimeApiDomain, {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
      // The $connect handler refuses a handshake without it.
      customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerifySecret.unsafeUnwrap() },
    });
    const dynamicBehavior = {
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      // Authorization, Idempotency-Key, Content-Type, the WebSocket handshake headers, cookies and query strings;
      // Host stays the origin's own (API Gateway routes by it).
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: this.headersPolicy,
      compress: true,
    };

    // The media origin names the bucket rather than referencing it: the bucket's CORS names the distribution's
    // domain, and a reference both ways would be a cycle. Its read grant to this distribution is added below.
    const mediaOrigin = s3.Bucket.fromBucketAttributes(this, 'MediaOrigin', { bucketName: props.mediaBucketName });
    const mediaBehavior: cloudfront.BehaviorOptions = {
      origin: origins.S3BucketOrigin.withOriginAccessControl(mediaOrigin),
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: this.headersPolicy,
      compress: true,
    };

    const certificate = props.certificateArn
      ? acm.Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn)
      : undefined;

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Agency site: main and calendar domains',
      domainNames: props.domainNames.length ? props.domainNames : undefined,
      certificate,
      minimumProtocolVersion: certificate ? cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: props.priceClass,
      defaultRootObject: 'index.html',
      webAclId: props.webAclArn,
      enableLogging: true,
      logBucket: this.logBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        // Listing lets the bucket answer 404 (not 403) for a content page that is not published.
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.bucket, {
          originAccessLevels: [cloudfront.AccessLevel.READ, cloudfront.AccessLevel.LIST],
        }),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.headersPolicy,
        compress: true,
        functionAssociations: [
          { function: this.routingFunction, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
        ],
        edgeLambdas: [{ functionVersion: this.notFoundPage.function.currentVersion, eventType: cloudfront.LambdaEdgeEventType.ORIGIN_RESPONSE }],
      },
      additionalBehaviors: {
        '/media/uploads/*': mediaBehavior,
        '/media/variants/*': mediaBehavior,
        '/api/*': {
          ...dynamicBehavior,
          origin: apiOrigin,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          functionAssociations: [
            { function: this.apiViewerRequestFunction, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
          ],
        },
        [`/${props.realtimeStage}`]: {
          ...dynamicBehavior,
          origin: realtimeOrigin,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD_OPTIONS,
          functionAssociations: [
            { function: this.apiViewerRequestFunction, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
          ],
        },
      },
    });
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'The agency serves clients worldwide; no country is excluded.',
    });
    if (!certificate) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'First deploy without a custom domain uses the default *.cloudfront.net certificate, whose security policy ' +
          'CloudFront fixes; with domainName/certificateArn the distribution enforces TLSv1.2_2021.',
      });
    }
    if (!props.webAclArn) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR2',
        reason: 'WAF deliberately disabled by configuration for this environment (no web ACL given).',
      });
    }

    this.mediaBucket.addToResourcePolicy(
      new iam.PolicyStatement({
        principals: [new iam.ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.mediaBucket.arnForObjects('media/*')],
        conditions: { StringEquals: { 'AWS:SourceArn': this.distribution.distributionArn } },
      }),
    );
    // The browser PUTs an upload straight to the bucket with the presigned URL the staff API gives it, from the
    // site's own origins only: its configured address, its domains and the distribution's own domain.
    const uploadOrigins = new Set([
      ...(props.siteUrl ? [props.siteUrl.replace(/\/+$/, '')] : []),
      ...props.domainNames.map((name) => `https://${name}`),
      `https://${this.distribution.distributionDomainName}`,
    ]);
    this.mediaBucket.addCorsRule({ allowedMethods: [s3.HttpMethods.PUT], allowedOrigins: [...uploadOrigins], allowedHeaders: ['content-type'], maxAge: 3000 });

    this.deploySite(props);

    if (props.hostedZone) {
      for (const name of props.domainNames) {
        const target = route53.RecordTarget.fromAlias(new targets.CloudFrontTarget(this.distribution));
        const idPart = name === mainDomain ? 'Main' : 'Calendar';
        new route53.ARecord(this, `${idPart}Alias`, { zone: props.hostedZone, recordName: name, target });
        new route53.AaaaRecord(this, `${idPart}AliasV6`, { zone: props.hostedZone, recordName: name, target });
      }
    }
  }

  /** Uploads the web build: hashed assets cached for a year (never pruned), HTML and the rest revalidated. */
  private deploySite(props: WebProps): void {
    const dist = fromRoot(props.webDistPath);
    const hasBuild = existsSync(dist);
    if (!hasBuild) {
      Annotations.of(this).addWarningV2(
        'agency:web-build',
        `${props.webDistPath} not found: a placeholder page is deployed. Run \`npm run build:web\` before deploying.`,
      );
    }
    const source = hasBuild
      ? s3deploy.Source.asset(dist)
      : s3deploy.Source.data('index.html', '<!doctype html><title>Coming soon</title><p>The site is being deployed.</p>');

    const assets = new s3deploy.BucketDeployment(this, 'DeployAssets', {
      sources: [source],
      destinationBucket: this.bucket,
      include: ['assets/*'],
      exclude: ['*'],
      prune: false,
      cacheControl: [s3deploy.CacheControl.fromString(HASHED_ASSETS_CACHE)],
      memoryLimit: 512,
    });
    const pages = (this.pagesDeployment = new s3deploy.BucketDeployment(this, 'DeployPages', {
      sources: [source, s3deploy.Source.jsonData('runtime-config.json', props.runtimeConfig)],
      destinationBucket: this.bucket,
      exclude: ['assets/*'],
      prune: true,
      cacheControl: [s3deploy.CacheControl.fromString(HTML_CACHE)],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    }));
    // Pages reference the hashed assets: upload those first.
    pages.node.addDependency(assets);
  }
}
