import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_PAGE, notFoundFunctionCode } from './constructs/not-found-page';
import { HTML_CACHE } from './constructs/web';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { sharedDefinitions } from './app-builder';
import { PRODUCTION_CONTEXT, sharedSynth, type SynthResult } from './test-support';

const SITE_NOT_FOUND = '<!doctype html><html><head><title>Page not found</title></head><body>Not here</body></html>';

type OriginResponse = { status: string; statusDescription?: string; headers: Record<string, { key: string; value: string }[]>; body?: string };

/** Loads the origin-response function as Lambda@Edge does, from a bundle holding the not-found page. */
function loadNotFoundFunction(): (event: unknown) => Promise<OriginResponse> {
  const bundle = mkdtempSync(path.join(tmpdir(), 'not-found-test-'));
  writeFileSync(path.join(bundle, 'index.js'), notFoundFunctionCode(HTML_CACHE));
  writeFileSync(path.join(bundle, '404.html'), SITE_NOT_FOUND);
  return (createRequire(import.meta.url)(path.join(bundle, 'index.js')) as { handler: (event: unknown) => Promise<OriginResponse> }).handler;
}

const originResponse = (uri: string, status: string, body = '') => ({
  Records: [
    {
      cf: {
        request: { uri, method: 'GET', headers: {} },
        response: { status, statusDescription: status === '200' ? 'OK' : 'Not Found', headers: { 'content-type': [{ key: 'Content-Type', value: 'application/xml' }] }, body },
      },
    },
  ],
});

describe('the not-found page at the edge', () => {
  const handler = loadNotFoundFunction();

  it("answers the site's own not-found page with status 404 when the bucket has no such page (an unpublished article)", async () => {
    const answer = await handler(originResponse('/insights/unpublished/index.html', '404', '<?xml version="1.0"?><Error><Code>NoSuchKey</Code></Error>'));
    expect(answer.status).toBe('404');
    expect(answer.body).toBe(SITE_NOT_FOUND);
    expect(answer.headers['content-type'][0].value).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control'][0].value).toBe(HTML_CACHE);
  });

  it('answers the not-found page the routing function chose for an unknown path with status 404', async () => {
    const answer = await handler(originResponse(NOT_FOUND_PAGE, '200'));
    expect(answer.status).toBe('404');
  });

  it('leaves pages and files the bucket holds as they are', async () => {
    for (const uri of ['/about/index.html', '/assets/index-3f2a1b.js', '/spa.html']) {
      const answer = await handler(originResponse(uri, '200'));
      expect(answer.status).toBe('200');
      expect(answer.headers['content-type'][0].value).toBe('application/xml');
    }
    expect((await handler(originResponse('/about/index.html', '304'))).status).toBe('304');
  });
});

describe('the distribution', () => {
  let result: SynthResult;
  beforeAll(() => {
    result = sharedSynth(PRODUCTION_CONTEXT);
  }, 180_000);

  const distribution = () => Object.values(result.template('web').findResources('AWS::CloudFront::Distribution'))[0].Properties.DistributionConfig;

  it('synthesizes with no cdk-nag finding left unacknowledged', () => {
    expect(result.error?.message).toBeUndefined();
    expect(result.unacknowledged).toEqual([]);
  });

  it('runs the not-found function on the site behaviour only, with no custom error responses that would replace API errors', () => {
    const config = distribution();
    expect(config.CustomErrorResponses).toBeUndefined();
    const associations = config.DefaultCacheBehavior.LambdaFunctionAssociations as { EventType: string; LambdaFunctionARN: unknown }[];
    expect(associations.map((association) => association.EventType)).toEqual(['origin-response']);
    for (const behavior of config.CacheBehaviors as { PathPattern: string; LambdaFunctionAssociations?: unknown }[]) {
      expect(behavior.LambdaFunctionAssociations, behavior.PathPattern).toBeUndefined();
    }
  });

  // That both API origins send it is asserted in production-app.test.ts.
  it('gives every HTTP handler and the WebSocket $connect handler the origin secret to check', () => {
    const handlers = [...sharedDefinitions.httpRoutes.map((route) => route.handler), ...sharedDefinitions.webSocketRoutes.filter((route) => route.routeKey === '$connect').map((route) => route.handler)];
    for (const handler of new Set(handlers)) {
      const fn = result.api.handlers.get(handler).function;
      const environment = Stack.of(fn).resolve((fn.node.defaultChild as CfnFunction).environment) as { variables: Record<string, unknown> };
      expect(environment.variables.ORIGIN_VERIFY_SECRET_ID, handler).toBeDefined();
    }
  });

  it('deploys the not-found function in us-east-1, where Lambda@Edge functions live', () => {
    const stacks = result.app.node.children.filter((child): child is Stack => child instanceof Stack);
    const holding = stacks.filter((stack) => Object.keys(Template.fromStack(stack).findResources('AWS::Lambda::Function', { Properties: { Description: Match.stringLikeRegexp('not-found page') } })).length > 0);
    expect(holding.map((stack) => stack.region)).toEqual(['us-east-1']);
  });
});
