import { createHash, timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { z, type ZodType } from 'zod';
import { AppError } from '../../shared/errors';
import { clientIdentity } from '../../shared/net/client-identity';
import { ORIGIN_VERIFY_HEADER, REQUEST_ID_HEADER, VIEWER_IP_HEADER } from '../../shared/contracts/headers';
import { beginInvocation, logger } from './logger';
import { hasSecret, readSecretVersions } from './secrets';


/** API Gateway HTTP API (payload v2) event, with the JWT authorizer's claims when the route requires a token. */
export type HttpEvent = APIGatewayProxyEventV2 & {
  requestContext: APIGatewayProxyEventV2['requestContext'] & {
    authorizer?: { jwt?: { claims: Record<string, string | number | boolean | string[]>; scopes?: string[] } };
  };
};
export type HttpResult = APIGatewayProxyStructuredResultV2;

/** Requests larger than this are refused with 413 before parsing. */
export const MAX_BODY_BYTES = 16 * 1024;

export interface ParsedRequest<TBody, TQuery, TParams, TCaller = undefined> {
  event: HttpEvent;
  /** What `authorize` answered (the staff member and role on staff routes). */
  caller: TCaller;
  body: TBody;
  query: TQuery;
  params: TParams;
  /** Header names lower-cased. */
  headers: Record<string, string>;
  /** The client every per-client limit counts: the viewer's address, an IPv6 one by its /64 (clientIdentity). */
  sourceIp: string;
}

export interface HandlerResponse {
  status?: number;
  body?: unknown;
  /** A page instead of JSON (a draft's preview): sent as `text/html`, never cached. */
  html?: string;
  headers?: Record<string, string>;
}

interface HandlerSchemas<TBody, TQuery, TParams, TCaller> {
  /** Runs before the request is read: a caller it refuses gets that answer whatever they sent, and no schema's. */
  authorize?: (event: HttpEvent) => Promise<TCaller>;
  body?: ZodType<TBody>;
  query?: ZodType<TQuery>;
  params?: ZodType<TParams>;
  /** A larger body limit for the routes that carry long text (an article's Markdown); MAX_BODY_BYTES otherwise. */
  maxBodyBytes?: number;
}

/**
 * Wraps a use case as an API Gateway handler: starts the request's log context (Lambda context, API request id,
 * route, correlation id), authorizes the caller when the route asks, enforces the body limit, parses and validates
 * JSON, query and path parameters with zod, and turns every thrown error into the contract's error shape. Unknown
 * errors become a logged 500 INTERNAL; nothing a client sends can cause one on its own. Every answer echoes the
 * request's `x-request-id`.
 */
export function httpHandler<TBody = undefined, TQuery = Record<string, string>, TParams = Record<string, string>, TCaller = undefined>(
  schemas: HandlerSchemas<TBody, TQuery, TParams, TCaller>,
  run: (request: ParsedRequest<TBody, TQuery, TParams, TCaller>) => Promise<HandlerResponse>,
): (event: HttpEvent, context?: Context) => Promise<HttpResult> {
  return async (event, context) => {
    const headers = lowerCaseHeaders(event.headers);
    const correlationId = correlationIdOf(headers, event);
    beginInvocation(context, { api_request_id: event.requestContext?.requestId, route: event.routeKey }, correlationId);
    let result: HttpResult;
    try {
      if (!(await cameThroughEdge(headers))) throw notThroughEdge();
      const caller = (schemas.authorize ? await schemas.authorize(event) : undefined) as TCaller;
      const request: ParsedRequest<TBody, TQuery, TParams, TCaller> = {
        event,
        caller,
        headers,
        sourceIp: clientIdentity(viewerAddress(headers, event.requestContext?.http?.sourceIp)),
        body: schemas.body ? validate(schemas.body, readJsonBody(event, headers, schemas.maxBodyBytes)) : refuseOversizedBody(event),
        query: validate<unknown>(schemas.query ?? anyRecord, event.queryStringParameters ?? {}) as TQuery,
        params: validate<unknown>(schemas.params ?? anyRecord, event.pathParameters ?? {}) as TParams,
      };
      const response = await run(request);
      result =
        response.html === undefined
          ? jsonResponse(response.status ?? 200, response.body, response.headers)
          : { statusCode: response.status ?? 200, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...response.headers }, body: response.html };
    } catch (error) {
      result = errorResponse(error, event);
    }
    result.headers = { ...result.headers, [REQUEST_ID_HEADER]: correlationId };
    return result;
  };
}

/** What a client may send as its own request id: short, and nothing that could forge or break a log line. */
const REQUEST_ID = /^[A-Za-z0-9._:=+/-]{1,128}$/;

/**
 * The request's correlation id: the `x-request-id` CloudFront (locally the gateway) passes, or the one the client
 * sent when it is well-formed; API Gateway's request id when there is none (a direct call to the API's endpoint).
 */
function correlationIdOf(headers: Record<string, string>, event: HttpEvent): string {
  const given = headers[REQUEST_ID_HEADER];
  if (given !== undefined && REQUEST_ID.test(given)) return given;
  return event.requestContext?.requestId ?? 'unknown';
}

const anyRecord = z.record(z.string(), z.string().optional());

/**
 * Behind CloudFront the connection comes from an edge server, so the viewer's address travels in a header, which
 * CloudFront sets on every request (replacing a client's). Only requests that came through it get this far.
 */
export function viewerAddress(headers: Record<string, string | undefined>, connectionAddress: string | undefined): string {
  return headers[VIEWER_IP_HEADER] ?? connectionAddress ?? 'unknown';
}

/**
 * Whether the request passed CloudFront (locally the gateway's edge), which adds the origin secret to everything it
 * forwards. A request to the API's own endpoint skipped the WAF and its per-client rate rules, so every handler
 * refuses it before anything else; a function not given the secret refuses every request rather than trust one.
 */
export async function cameThroughEdge(headers: Record<string, string | undefined>): Promise<boolean> {
  const presented = headers[ORIGIN_VERIFY_HEADER];
  if (presented === undefined || !hasSecret('originVerify')) return false;
  // While a new secret reaches the distribution (a deploy), CloudFront still sends the one it replaced.
  const { current, previous } = await readSecretVersions('originVerify');
  return sameSecret(presented, current) || (previous !== undefined && sameSecret(presented, previous));
}

/** The answer to a request that did not come through the site's address. */
const notThroughEdge = () => new AppError('FORBIDDEN', { message: "This API answers only through the site's own address." });

/** Compares digests, so neither the length nor the content of the secret shows in the time taken. */
function sameSecret(presented: string, secret: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(presented), digest(secret));
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): HttpResult {
  return {
    statusCode: status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...headers,
    },
    body: body === undefined ? '' : JSON.stringify(body),
  };
}

/** Errors of AWS services that are worth retrying (throttling, a dependency's transient failure). */
const TRANSIENT_ERRORS = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'InternalServerError',
  'ServiceUnavailable',
  'TransactionConflictException',
  'TimeoutError',
]);

export function isTransientAwsError(error: unknown): boolean {
  const candidate = error as { name?: string; $retryable?: unknown } | null;
  return Boolean(candidate && (TRANSIENT_ERRORS.has(candidate.name ?? '') || candidate.$retryable));
}

export function errorResponse(error: unknown, event?: HttpEvent): HttpResult {
  if (error instanceof AppError) {
    logger.info('request refused', { status: error.status, error_code: error.code });
    return jsonResponse(error.status, error.toBody(), error.retryAfterSeconds ? { 'retry-after': String(error.retryAfterSeconds) } : {});
  }
  if (isTransientAwsError(error)) {
    // The client can retry safely (with its Idempotency-Key where the route takes one).
    logger.warn('transient dependency failure', { route: event?.routeKey, error_name: (error as Error).name });
    return errorResponse(new AppError('SERVICE_UNAVAILABLE'));
  }
  logger.error('unhandled error', { route: event?.routeKey, error });
  return jsonResponse(500, new AppError('INTERNAL').toBody());
}

export function lowerCaseHeaders(headers: HttpEvent['headers'] | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (value !== undefined) result[name.toLowerCase()] = value;
  }
  return result;
}

function bodyBytes(event: HttpEvent, maxBytes = MAX_BODY_BYTES): Buffer {
  const raw = event.body ?? '';
  const bytes = event.isBase64Encoded ? Buffer.from(raw, 'base64') : Buffer.from(raw, 'utf8');
  if (bytes.byteLength > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE');
  return bytes;
}

/** Routes without a body schema ignore a body, but not one over the limit. */
function refuseOversizedBody<T>(event: HttpEvent): T {
  bodyBytes(event);
  return undefined as T;
}

/** One strict decoder for every request (creating one per request cost more than the decoding); it drops a BOM. */
const utf8 = new TextDecoder('utf-8', { fatal: true });

function readJsonBody(event: HttpEvent, headers: Record<string, string>, maxBytes?: number): unknown {
  const bytes = bodyBytes(event, maxBytes);
  if (bytes.byteLength === 0) throw new AppError('VALIDATION_ERROR', { message: 'The request needs a JSON body.' });
  const contentType = headers['content-type'] ?? '';
  if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType)) {
    throw new AppError('VALIDATION_ERROR', { message: 'The request body must be JSON (Content-Type: application/json).' });
  }
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw new AppError('VALIDATION_ERROR', { message: 'The request body is not valid UTF-8.' });
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('VALIDATION_ERROR', { message: 'The request body is not valid JSON.' });
  }
}

/** Parses with zod; failures become VALIDATION_ERROR with one message per field. */
export function validate<T>(schema: ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new AppError('VALIDATION_ERROR', { fields: fieldErrors(result.error) });
}

export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
