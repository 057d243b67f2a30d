import { RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { WebSocketRoute } from '../../../shared/contracts/routes/types';
import { accessLogFormat } from './http-api';
import type { HandlerCatalog } from './handler-catalog';
import { connectionsArn } from './handler-catalog';

/**
 * The stage name equals the path CloudFront forwards (`/realtime` → `wss://{api}/realtime`), so no origin path or
 * rewrite is needed and the browser's `wss://<site>/realtime` reaches the API unchanged.
 */
export const REALTIME_STAGE = 'realtime';

export interface RealtimeApiProps {
  logRetention: logs.RetentionDays;
  retainLogs: boolean;
}

/** The WebSocket API with $connect/$disconnect/$default from the route table, one stage `realtime`. */
export class RealtimeApi extends Construct {
  readonly api: apigwv2.WebSocketApi;
  readonly stage: apigwv2.WebSocketStage;
  /** `{api}.execute-api.{region}.amazonaws.com`, the CloudFront origin. */
  readonly domainName: string;
  readonly managementEndpoint: string;
  readonly connectionsArn: string;

  constructor(scope: Construct, id: string, props: RealtimeApiProps) {
    super(scope, id);
    const stack = Stack.of(this);
    this.api = new apigwv2.WebSocketApi(this, 'Api', {
      description: 'Realtime updates (booking.created) at /realtime',
      routeSelectionExpression: '$request.body.action',
    });
    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: props.logRetention,
      removalPolicy: props.retainLogs ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.stage = new apigwv2.WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: REALTIME_STAGE,
      autoDeploy: true,
      throttle: { rateLimit: 100, burstLimit: 200 },
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(accessLogs),
        format: accessLogFormat(true),
      },
    });
    // WebSocket (unlike HTTP) APIs log through the region's API Gateway account role; without it the stage fails to
    // deploy ("CloudWatch Logs role ARN must be set in account settings"). One setting per account and region.
    const loggingRole = new iam.Role(this, 'ApiGatewayLoggingRole', {
      assumedBy: new iam.ServicePrincipal('apigateway.amazonaws.com'),
      managedPolicies: [iam.ManagedPolicy.fromAwsManagedPolicyName('service-role/AmazonAPIGatewayPushToCloudWatchLogs')],
    });
    Validations.of(loggingRole).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
      reason:
        'The AWS-maintained policy is the documented permission set of the API Gateway account logging role (writes ' +
        'to API Gateway log groups only); it is not used by any application code.',
    });
    const account = new apigw.CfnAccount(this, 'ApiGatewayAccount', { cloudWatchRoleArn: loggingRole.roleArn });
    this.stage.node.addDependency(account);

    this.domainName = `${this.api.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
    this.managementEndpoint = `https://${this.domainName}/${REALTIME_STAGE}`;
    this.connectionsArn = connectionsArn(stack, this.api.apiId, REALTIME_STAGE);
  }

  /** Adds the route table's WebSocket routes, each integrated with its handler's function. */
  addRoutes(routes: readonly WebSocketRoute[], catalog: HandlerCatalog): void {
    for (const route of routes) {
      const fn = catalog.get(route.handler).live;
      const integration = new WebSocketLambdaIntegration(`${route.routeKey.slice(1)}Integration`, fn);
      const created = this.api.addRoute(route.routeKey, { integration });
      Validations.of(created).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason:
          'The realtime channel is public by design: anonymous visitors receive booking.created events that carry no ' +
          'personal data; stage throttling and the WAF protect it.',
      });
    }
  }
}
