/**
 * Builders of the events API Gateway hands to Lambda, used by the local gateway and by tests that call a handler
 * directly. Shapes follow the HTTP API payload format 2.0 and the WebSocket API's proxy integration.
 */
import { isUtf8 } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import type { HttpEvent } from '../../../lambdas/lib/http';
import { readSecret } from '../../../lambdas/lib/secrets';
import { ORIGIN_VERIFY_HEADER } from '../../../shared/contracts/headers';

export interface HttpEventInput {
  method: string;
  /** The request path, e.g. `/api/bookings/abc`. */
  path: string;
  /** The matched route's template, e.g. `/api/bookings/{id}`; defaults to `path`. */
  routePath?: string;
  /** A string or Buffer is sent as is; anything else as JSON (with a JSON content type unless one is given). */
  body?: unknown;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  rawQueryString?: string;
  pathParameters?: Record<string, string>;
  /** JWT claims as the API Gateway JWT authorizer passes them. */
  claims?: Record<string, string | number | boolean | string[]>;
  sourceIp?: string;
}

export function httpEvent(input: HttpEventInput): HttpEvent {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(input.headers ?? {})) headers[name.toLowerCase()] = value;
  const { body, isBase64Encoded } = encodeBody(input.body, headers);
  const rawQueryString = input.rawQueryString ?? new URLSearchParams(input.query ?? {}).toString();
  const routeKey = `${input.method.toUpperCase()} ${input.routePath ?? input.path}`;
  const now = Date.now();
  return {
    version: '2.0',
    routeKey,
    rawPath: input.path,
    rawQueryString,
    headers,
    queryStringParameters: input.query ?? queryParameters(rawQueryString),
    pathParameters: input.pathParameters,
    body,
    isBase64Encoded,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0],
      http: {
        method: input.method.toUpperCase(),
        path: input.path,
        protocol: 'HTTP/1.1',
        sourceIp: input.sourceIp ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: new Date(now).toUTCString(),
      timeEpoch: now,
      ...(input.claims ? { authorizer: { jwt: { claims: input.claims, scopes: [] } } } : {}),
    },
  } as HttpEvent;
}

/**
 * The event of a request that came through the edge: with the origin secret CloudFront (locally the gateway) adds,
 * read from the local Secrets Manager as the handlers read it. For tests and benchmarks that call a handler in their
 * own process, posing as the edge; without it every handler refuses the request.
 */
export async function edgeHttpEvent(input: HttpEventInput): Promise<HttpEvent> {
  return httpEvent({ ...input, headers: { ...input.headers, [ORIGIN_VERIFY_HEADER]: await readSecret('originVerify') } });
}

function encodeBody(body: unknown, headers: Record<string, string>): { body?: string; isBase64Encoded: boolean } {
  if (body === undefined || body === null) return { isBase64Encoded: false };
  if (typeof body === 'string') return { body, isBase64Encoded: false };
  if (Buffer.isBuffer(body)) {
    // API Gateway passes text through and base64-encodes what is not valid text.
    return isUtf8(body) ? { body: body.toString('utf8'), isBase64Encoded: false } : { body: body.toString('base64'), isBase64Encoded: true };
  }
  headers['content-type'] ??= 'application/json';
  return { body: JSON.stringify(body), isBase64Encoded: false };
}

/** API Gateway joins repeated query parameters with commas. */
function queryParameters(rawQueryString: string): Record<string, string> | undefined {
  if (!rawQueryString) return undefined;
  const result: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(rawQueryString)) {
    result[name] = name in result ? `${result[name]},${value}` : value;
  }
  return result;
}

export type WebSocketEventType = 'CONNECT' | 'DISCONNECT' | 'MESSAGE';

export interface WebSocketEventInput {
  routeKey: string;
  eventType: WebSocketEventType;
  connectionId: string;
  connectedAt: number;
  domainName: string;
  sourceIp: string;
  userAgent?: string;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  body?: string;
  disconnectStatusCode?: number;
}

export type WebSocketEvent = APIGatewayProxyWebsocketEventV2 & {
  headers?: Record<string, string>;
  queryStringParameters?: Record<string, string>;
};

export function webSocketEvent(input: WebSocketEventInput): WebSocketEvent {
  const now = Date.now();
  return {
    ...(input.eventType === 'CONNECT' ? { headers: input.headers ?? {}, queryStringParameters: input.query } : {}),
    ...(input.body !== undefined ? { body: input.body } : {}),
    isBase64Encoded: false,
    requestContext: {
      routeKey: input.routeKey,
      eventType: input.eventType,
      connectionId: input.connectionId,
      connectedAt: input.connectedAt,
      domainName: input.domainName,
      stage: 'realtime',
      apiId: 'local',
      requestId: randomUUID(),
      messageId: input.eventType === 'MESSAGE' ? randomUUID() : undefined,
      extendedRequestId: randomUUID(),
      requestTimeEpoch: now,
      messageDirection: 'IN',
      identity: { sourceIp: input.sourceIp, userAgent: input.userAgent },
      ...(input.disconnectStatusCode !== undefined ? { disconnectStatusCode: input.disconnectStatusCode, disconnectReason: '' } : {}),
    },
  } as unknown as WebSocketEvent;
}
