import { Stack } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { sharedDefinitions } from './app-builder';
import { synthProductionApp, type SynthResult } from './test-support';

describe('the distribution', () => {
  let result: SynthResult;
  beforeAll(() => {
    result = synthProductionApp({ region: 'eu-central-1' });
  }, 180_000);

  const distribution = () => Object.values(result.template('web').findResources('AWS::CloudFront::Distribution'))[0].Properties.DistributionConfig;

  it('synthesizes with no cdk-nag finding left unacknowledged', () => {
    expect(result.error?.message).toBeUndefined();
    expect(result.unacknowledged).toEqual([]);
  });


  it('sends the origin secret to both APIs, so their handlers can refuse what did not come through CloudFront', () => {
    const origins = distribution().Origins as { Id: string; DomainName: unknown; CustomOriginConfig?: object; OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[] }[];
    const apiOrigins = origins.filter((origin) => JSON.stringify(origin.DomainName).includes('execute-api'));
    expect(apiOrigins).toHaveLength(2);
    for (const origin of apiOrigins) {
      const header = origin.OriginCustomHeaders?.find((candidate) => candidate.HeaderName === 'x-origin-verify');
      expect(JSON.stringify(header?.HeaderValue), origin.Id).toMatch(/resolve:secretsmanager:/);
    }
  });

  it('gives every HTTP handler and the WebSocket $connect handler the origin secret to check', () => {
    const handlers = [...sharedDefinitions.httpRoutes.map((route) => route.handler), ...sharedDefinitions.webSocketRoutes.filter((route) => route.routeKey === '$connect').map((route) => route.handler)];
    for (const handler of new Set(handlers)) {
      const fn = result.api.handlers.get(handler).function;
      const environment = Stack.of(fn).resolve((fn.node.defaultChild as CfnFunction).environment) as { variables: Record<string, unknown> };
      expect(environment.variables.ORIGIN_VERIFY_SECRET_ID, handler).toBeDefined();
    }
  });

});
