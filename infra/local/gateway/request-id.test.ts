import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HttpRoute } from '../../../shared/contracts/routes/types';
import { secretIdEnvVar } from '../../../shared/contracts/routes/secrets';
import { REPOSITORY_ROOT } from '../cloud';
import { LocalSecretsManager } from '../secrets-manager';
import { LambdaHost } from './lambda-host';
import type { JwtVerifier } from './jwt';
import type { RealtimeGateway } from './realtime';
import { Gateway } from './server';
import type { StaticSite } from './static-site';

const route: HttpRoute = { method: 'GET', path: '/api/echo', handler: 'infra/local/gateway/fixtures/echo-request-id.ts', auth: 'none', rateLimit: 'read' };
const hadConcurrency = 'AWS_LAMBDA_MAX_CONCURRENCY' in process.env;

/** The origin secret the gateway adds as CloudFront does, and the handler reads from Secrets Manager as in AWS. */
const ORIGIN_SECRET = 'request-id-test-origin-secret';
const secretEnv = {
  AWS_REGION: 'eu-west-1',
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  [secretIdEnvVar('originVerify')]: 'test/originVerify',
};
const savedEnv = Object.fromEntries([...Object.keys(secretEnv), 'AWS_ENDPOINT_URL_SECRETS_MANAGER'].map((name) => [name, process.env[name]]));
const secretsManager = new LocalSecretsManager({ region: 'eu-west-1', secrets: { 'test/originVerify': ORIGIN_SECRET } });

let gateway: Gateway;
let lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  await secretsManager.start();
  Object.assign(process.env, secretEnv, { AWS_ENDPOINT_URL_SECRETS_MANAGER: secretsManager.url });
  // Only the API path is exercised: the site, the WebSocket gateway and the JWT verifier are never called.
  gateway = new Gateway({
    port: 0,
    routes: [route],
    lambdas: new LambdaHost(REPOSITORY_ROOT),
    realtime: {} as RealtimeGateway,
    site: {} as StaticSite,
    jwt: {} as JwtVerifier,
    cognitoUrl: 'http://127.0.0.1:9',
    runtimeConfig: () => ({}),
    securityHeaders: {},
    originVerifySecret: ORIGIN_SECRET,
    log: () => undefined,
  });
  await gateway.start();
});
afterAll(async () => {
  await gateway.stop();
  await secretsManager.stop();
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  if (!hadConcurrency) delete process.env.AWS_LAMBDA_MAX_CONCURRENCY;
});
beforeEach(() => {
  lines = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => {
    for (const line of String(chunk).split('\n')) if (line.startsWith('{')) lines.push(JSON.parse(line) as Record<string, unknown>);
    return true;
  });
});
afterEach(() => vi.restoreAllMocks());

const call = (path: string, headers: Record<string, string> = {}) => fetch(`http://127.0.0.1:${gateway.port}${path}`, { headers });

describe('the correlation id through the local gateway', () => {
  it('adds an x-request-id to a request without one: the handler gets it, logs it and the answer carries it', async () => {
    const response = await call('/api/echo');
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const body = (await response.json()) as { requestId: string; apiRequestId: string };
    expect(body.requestId).toBe(requestId);
    expect(body.apiRequestId).not.toBe(requestId);
    expect(lines.find((line) => line.message === 'echoing the request id')).toMatchObject({
      correlation_id: requestId,
      api_request_id: body.apiRequestId,
      function_name: 'InfraLocalGatewayFixturesEchoRequestId',
    });
  });

  it("passes the client's own x-request-id through to the handler and back", async () => {
    const response = await call('/api/echo', { 'x-request-id': 'client-chosen-42' });
    expect(response.headers.get('x-request-id')).toBe('client-chosen-42');
    expect(await response.json()).toMatchObject({ requestId: 'client-chosen-42' });
    expect(lines.find((line) => line.message === 'echoing the request id')).toMatchObject({ correlation_id: 'client-chosen-42' });
  });

  it('answers with the request id where no handler runs (an unknown route)', async () => {
    const response = await call('/api/nowhere', { 'x-request-id': 'lost-7' });
    expect(response.status).toBe(404);
    expect(response.headers.get('x-request-id')).toBe('lost-7');
  });

  it('keeps the log context of concurrent requests apart, as Lambda does for concurrent invocations', async () => {
    const ids = Array.from({ length: 20 }, (_, index) => `parallel-${index}`);
    await Promise.all(ids.map((id) => call('/api/echo', { 'x-request-id': id }).then((response) => response.json())));
    const logged = lines.filter((line) => line.message === 'echoing the request id');
    expect(logged.map((line) => line.correlation_id).sort()).toEqual([...ids].sort());
    const requestIdsOf = new Map(logged.map((line) => [line.correlation_id, line.function_request_id]));
    expect(new Set(requestIdsOf.values()).size).toBe(ids.length);
  });
});
