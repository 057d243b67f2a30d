/**
 * The local gateway on PORT: `/api/*` through the route table to the Lambda handlers (HTTP API payload 2.0),
 * `/realtime` to the WebSocket API, `/cognito` to the Cognito emulator (so the browser signs in on the same
 * origin), `/runtime-config.json` with the deployment's public configuration, and the web app for the rest.
 */
import { randomUUID } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AppError } from '../../../shared/errors';
import { ORIGIN_VERIFY_HEADER, REQUEST_ID_HEADER, VIEWER_IP_HEADER } from '../../../shared/contracts/headers';
import { errorResponse, jsonResponse } from '../../../lambdas/lib/http';
import type { HttpRoute } from '../../../shared/contracts/routes/types';
import { ApiRouter } from './api-router';
import { httpEvent } from '../../../lambdas/lib/api-gateway-events';
import type { JwtVerifier } from './jwt';
import { HandlerTimeoutError, type LambdaHost } from './lambda-host';
import type { RealtimeGateway } from './realtime';
import { socketAddress } from './socket-address';
import type { StaticSite } from './static-site';

/** API Gateway HTTP APIs refuse payloads over 10 MB; handlers apply their own, smaller limits. */
const MAX_GATEWAY_PAYLOAD = 10 * 1024 * 1024;

/**
 * The Cognito operations a browser may call, which Cognito serves without AWS credentials. The emulator answers
 * every operation unsigned, its administrative ones too (listing users, setting passwords), so the same-origin
 * proxy passes on only these, as Cognito's own endpoint would serve a browser.
 */
const BROWSER_COGNITO_OPERATIONS = new Set(
  [
    'InitiateAuth',
    'RespondToAuthChallenge',
    'GetTokensFromRefreshToken',
    'RevokeToken',
    'GlobalSignOut',
    'GetUser',
    'ChangePassword',
    // A user's own two-factor set-up, authorized by their access token.
    'AssociateSoftwareToken',
    'VerifySoftwareToken',
    'SetUserMFAPreference',
  ].map(
    (operation) => `AWSCognitoIdentityProviderService.${operation}`,
  ),
);

export interface GatewayOptions {
  port: number;
  routes: readonly HttpRoute[];
  lambdas: LambdaHost;
  realtime: RealtimeGateway;
  site: StaticSite;
  jwt: JwtVerifier;
  cognitoUrl: string;
  runtimeConfig: () => object;
  securityHeaders: Record<string, string>;
  /** What CloudFront adds to every request it forwards to the HTTP and WebSocket APIs; handlers refuse any without it. */
  originVerifySecret: string;
  log: (message: string) => void;
}

export class Gateway {
  private readonly servers: Server[] = [];
  private readonly router: ApiRouter;

  constructor(private readonly options: GatewayOptions) {
    this.router = new ApiRouter(options.routes);
  }

  get port(): number {
    return (this.servers[0].address() as AddressInfo).port;
  }

  /**
   * Listens on this machine's loopback addresses only (IPv4, then IPv6 on the same port where the machine has it):
   * the emulators behind the gateway accept tokens signed with the emulator's published key, so nothing on the
   * network may reach them.
   */
  async start(): Promise<void> {
    await this.listen('127.0.0.1', this.options.port);
    await this.listen('::1', this.port).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EADDRNOTAVAIL' && error.code !== 'EAFNOSUPPORT') throw error;
    });
  }

  async stop(): Promise<void> {
    await Promise.all(
      this.servers.map((server) => {
        server.closeAllConnections();
        return new Promise<void>((resolve) => server.close(() => resolve()));
      }),
    );
  }

  private async listen(host: string, port: number): Promise<void> {
    const server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        this.options.log(`gateway error: ${error instanceof Error ? error.stack : String(error)}`);
        if (!res.headersSent) this.sendResult(res, errorResponse(error));
        else res.end();
      });
    });
    server.keepAliveTimeout = 65_000;
    server.on('upgrade', (req: IncomingMessage, socket, head) => {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      // As CloudFront does for its WebSocket origin: the origin secret replaces any header of that name.
      req.headers[ORIGIN_VERIFY_HEADER] = this.options.originVerifySecret;
      if (pathname === '/realtime') void this.options.realtime.upgrade(req, socket, head);
      else socket.destroy();
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.servers.push(server);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/api/')) return this.handleApi(req, res, url);
    if (url.pathname === '/cognito' || url.pathname.startsWith('/cognito/')) return this.proxyCognito(req, res);
    if (url.pathname === '/runtime-config.json') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache', ...this.options.securityHeaders });
      res.end(JSON.stringify(this.options.runtimeConfig()));
      return;
    }
    await this.options.site.serve(req, res, url.pathname);
  }

  private async handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    // As CloudFront's viewer-request function does: a request without an id gets one, and the answer carries it.
    const requestId = String(req.headers[REQUEST_ID_HEADER] ?? '') || randomUUID();
    res.setHeader(REQUEST_ID_HEADER, requestId);
    const method = (req.method ?? 'GET').toUpperCase();
    const match = this.router.match(method === 'HEAD' ? 'GET' : method, url.pathname);
    if (!match || 'methodNotAllowed' in match) {
      return this.sendResult(res, errorResponse(new AppError('NOT_FOUND', { message: `No route for ${method} ${url.pathname}.` })));
    }
    const body = await readBody(req, MAX_GATEWAY_PAYLOAD);
    if (body === undefined) {
      // The rest of the body is never read, so this connection cannot carry another request: it closes after the answer.
      res.shouldKeepAlive = false;
      return this.sendResult(res, errorResponse(new AppError('PAYLOAD_TOO_LARGE')));
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
    }
    headers[REQUEST_ID_HEADER] = requestId;
    // As CloudFront does: the viewer's address (never a client-supplied x-viewer-ip) and the origin secret.
    const viewerIp = socketAddress(req);
    headers[VIEWER_IP_HEADER] = viewerIp;
    headers[ORIGIN_VERIFY_HEADER] = this.options.originVerifySecret;
    let claims: Record<string, string | number | boolean | string[]> | undefined;
    if (match.route.auth === 'jwt') {
      const verified = await this.options.jwt.verify(headers.authorization);
      if (!verified) return this.sendResult(res, errorResponse(new AppError('UNAUTHORIZED')));
      claims = verified as Record<string, string | number | boolean | string[]>;
    }
    const event = httpEvent({
      method,
      path: url.pathname,
      routePath: match.route.path,
      rawQueryString: url.search.slice(1),
      headers,
      body: body.byteLength > 0 ? body : undefined,
      pathParameters: Object.keys(match.pathParameters).length > 0 ? match.pathParameters : undefined,
      claims,
      sourceIp: viewerIp,
    });
    try {
      const result = await this.options.lambdas.invoke(match.route.handler, event, match.route.timeoutSeconds);
      this.sendResult(res, result, method === 'HEAD');
    } catch (error) {
      if (error instanceof HandlerTimeoutError) {
        this.options.log(error.message);
        // In the contract's shape (SERVICE_UNAVAILABLE is the catalogue's 503), with the security headers.
        const busy = new AppError('SERVICE_UNAVAILABLE', { message: 'The service took too long to answer. Please try again.' });
        return this.sendResult(res, jsonResponse(busy.status, busy.toBody(), { 'retry-after': '1' }));
      }
      throw error;
    }
  }

  /** Maps a handler's result as API Gateway does for payload 2.0 (a bare object becomes a 200 JSON body). */
  private sendResult(res: ServerResponse, result: unknown, headOnly = false): void {
    const structured =
      result && typeof result === 'object' && 'statusCode' in result
        ? (result as { statusCode: number; headers?: Record<string, string | number | boolean>; body?: string; isBase64Encoded?: boolean; cookies?: string[] })
        : { statusCode: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(result ?? null) };
    // Text bodies are written as strings: Node sends them with the headers in one write.
    const body = structured.isBase64Encoded ? Buffer.from(structured.body ?? '', 'base64') : (structured.body ?? '');
    const headers: Record<string, string | string[]> = { ...this.options.securityHeaders };
    for (const [name, value] of Object.entries(structured.headers ?? {})) headers[name.toLowerCase()] = String(value);
    if (structured.cookies?.length) headers['set-cookie'] = structured.cookies;
    headers['content-length'] = String(typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength);
    res.writeHead(structured.statusCode, headers);
    res.end(headOnly ? undefined : body);
  }

  private proxyCognito(req: IncomingMessage, res: ServerResponse): void {
    if (req.method !== 'POST' || !BROWSER_COGNITO_OPERATIONS.has(String(req.headers['x-amz-target']))) {
      res.writeHead(403, { 'content-type': 'application/x-amz-json-1.1', ...this.options.securityHeaders });
      res.end(JSON.stringify({ __type: 'AccessDeniedException', message: 'Only the operations a browser may call are passed on to Cognito.' }));
      return;
    }
    const target = new URL(this.options.cognitoUrl);
    const path = (req.url ?? '/').replace(/^\/cognito/, '') || '/';
    const headers = { ...req.headers, host: target.host };
    const upstream = httpRequest({ host: target.hostname, port: target.port, method: req.method, path, headers }, (response) => {
      const responseHeaders = { ...response.headers };
      delete responseHeaders['access-control-allow-origin'];
      res.writeHead(response.statusCode ?? 502, responseHeaders);
      response.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ __type: 'ServiceUnavailable', message: 'The Cognito emulator is not answering.' }));
    });
    req.pipe(upstream);
  }
}

/** The body, or undefined when it exceeds `limit` (the rest is left to Node, which discards it after the answer). */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size > limit) {
        req.off('data', onData).off('end', onEnd).pause();
        resolve(undefined);
      } else chunks.push(chunk);
    };
    const onEnd = () => resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
    // Listeners rather than `for await`: the async iterator costs more than the read itself for small bodies.
    req.on('data', onData).once('end', onEnd).once('error', reject);
  });
}
