import { Annotations, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { HttpRoute, RateLimitClass } from '../../../shared/contracts/routes/types';
import type { HandlerCatalog } from './handler-catalog';

/**
 * Stage throttling per route class (requests per second across all clients, and burst). Per-client limits are the
 * WAF's rate-based rules (protection.ts) and the handlers' own `rate_limits` table.
 */
export const THROTTLING: Record<RateLimitClass, { rateLimit: number; burstLimit: number }> = {
  read: { rateLimit: 100, burstLimit: 200 },
  booking: { rateLimit: 10, burstLimit: 20 },
  form: { rateLimit: 5, burstLimit: 10 },
  chat: { rateLimit: 10, burstLimit: 20 },
  staff: { rateLimit: 20, burstLimit: 40 },
};

/** Paths always behind the JWT authorizer, whatever a route declares. */
export const PROTECTED_PREFIXES = ['/api/admin/', '/api/me/'];

export const requiresJwt = (route: Pick<HttpRoute, 'auth' | 'path'>) =>
  route.auth === 'jwt' || PROTECTED_PREFIXES.some((prefix) => `${route.path}/`.startsWith(prefix));

export const routeKey = (route: Pick<HttpRoute, 'method' | 'path'>) => `${route.method} ${route.path}`;

/** JSON access-log line (no request bodies, no headers, no tokens). */
export function accessLogFormat(webSocket = false): apigw.AccessLogFormat {
  const fields: Record<string, string> = {
    requestId: '$context.requestId',
    ip: '$context.identity.sourceIp',
    requestTime: '$context.requestTime',
    routeKey: '$context.routeKey',
    status: '$context.status',
    responseLength: '$context.responseLength',
    integrationError: '$context.integrationErrorMessage',
    latency: webSocket ? '$context.integrationLatency' : '$context.responseLatency',
  };
  if (webSocket) {
    fields.connectionId = '$context.connectionId';
    fields.eventType = '$context.eventType';
  } else {
    fields.protocol = '$context.protocol';
    fields.userAgent = '$context.identity.userAgent';
  }
  return apigw.AccessLogFormat.custom(JSON.stringify(fields));
}

export interface HttpApiProps {
  /** Cognito issuer and the web app client id (the JWT audience). */
  jwtIssuer: string;
  jwtAudience: string[];
  logRetention: logs.RetentionDays;
  retainLogs: boolean;
}

/**
 * The HTTP API behind CloudFront's `/api/*`: one route per route-table entry, the Cognito JWT authorizer on `jwt`
 * routes and on everything under `/api/admin/` and `/api/me/`, throttling per route class, JSON access logs.
 * The `$default` stage keeps paths unchanged (`/api/...` on the distribution is `/api/...` here).
 */
export class HttpApi extends Construct {
  readonly api: apigwv2.HttpApi;
  readonly stage: apigwv2.HttpStage;
  readonly authorizer: HttpJwtAuthorizer;
  /** `{api}.execute-api.{region}.amazonaws.com`, the CloudFront origin. */
  readonly domainName: string;

  constructor(scope: Construct, id: string, props: HttpApiProps) {
    super(scope, id);
    const stack = Stack.of(this);
    this.api = new apigwv2.HttpApi(this, 'Api', {
      description: 'Agency site API at /api (behind CloudFront)',
      createDefaultStage: false,
    });
    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: props.logRetention,
      removalPolicy: props.retainLogs ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.stage = this.api.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      // Per-route metrics cost per route and no dashboard or alarm reads them: the API-wide ones suffice.
      detailedMetricsEnabled: false,
      throttle: THROTTLING.read,
      accessLogSettings: { destination: new apigwv2.LogGroupLogDestination(accessLogs), format: accessLogFormat() },
    });
    this.authorizer = new HttpJwtAuthorizer('CognitoJwt', props.jwtIssuer, {
      jwtAudience: props.jwtAudience,
      identitySource: ['$request.header.Authorization'],
    });
    this.domainName = `${this.api.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
  }

  /** Adds every route of the table, integrated with its handler's function. */
  addRoutes(routes: readonly HttpRoute[], catalog: HandlerCatalog): void {
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    const seen = new Set<string>();
    const created: apigwv2.HttpRoute[] = [];
    for (const route of routes) {
      const key = routeKey(route);
      if (seen.has(key)) throw new Error(`Duplicate route ${key} in the route table`);
      seen.add(key);
      const jwt = requiresJwt(route);
      if (jwt && route.auth !== 'jwt') {
        Annotations.of(this).addWarningV2(
          'agency:route-auth',
          `${key} is under a protected prefix but declares auth 'none': the JWT authorizer is applied anyway.`,
        );
      }
      const fn = catalog.get(route.handler).live;
      const [httpRoute] = this.api.addRoutes({
        path: route.path,
        methods: [route.method as apigwv2.HttpMethod],
        integration: new HttpLambdaIntegration(`Integration${key.replace(/[^A-Za-z0-9]/g, '')}`, fn),
        authorizer: jwt ? this.authorizer : undefined,
      });
      created.push(httpRoute);
      if (!jwt) {
        Validations.of(httpRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `${key} is a public endpoint for anonymous visitors (route table auth 'none'); throttled (class ` +
            `${route.rateLimit}) and behind the WAF.`,
        });
      }
      const limits = THROTTLING[route.rateLimit];
      routeSettings[key] = { ThrottlingRateLimit: limits.rateLimit, ThrottlingBurstLimit: limits.burstLimit };
    }
    const cfnStage = this.stage.node.defaultChild as apigwv2.CfnStage;
    cfnStage.addPropertyOverride('RouteSettings', routeSettings);
    // Route settings may only name routes that already exist.
    created.forEach((httpRoute) => cfnStage.node.addDependency(httpRoute));
  }
}
