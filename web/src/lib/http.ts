import type { StandardSchemaV1 } from '@standard-schema/spec';

/** The API's error shape: `{"error": {code, title, message, fields?}}`, with a code from shared/errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly title: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The code of an error answer whose body names none: this layer's own, not the API's. */
const statusCode = (status: number) => `HTTP_${status}`;

/**
 * The code the API itself gave a failure, or undefined when it gave none: the server was not reached
 * (NETWORK_ERROR) or its error answer had no contract body (HTTP_{status}). Callers then show their own code.
 */
export function apiErrorCode(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status === 0 || error.code === statusCode(error.status)) return undefined;
  return error.code;
}

/**
 * Loads the schema an answer must match. Any Standard Schema does: the shared zod schemas, or the lighter shapes of
 * the answers a page reads as it starts (answer-shapes.ts).
 */
export type AnswerSchema<T> = () => Promise<StandardSchemaV1<unknown, T>>;

/**
 * The answer schemas of one module (a shared schema module, or answer-shapes.ts), loaded with the first answer that
 * needs them: `const bookingAnswer = schemaGroup(() => import('…/shared/booking/schemas'))`, then
 * `bookingAnswer((s) => s.bookingResponseSchema)`. Each feature names the groups it reads. zod never loads with a
 * prerendered page's start-up (which fetches nothing), and a page's first answers define only their own module's
 * schemas: defining every API schema at once was a long task on a slow phone, right after hydration.
 */
export function schemaGroup<Schemas>(load: () => Promise<Schemas>) {
  return <T>(pick: (schemas: Schemas) => StandardSchemaV1<unknown, T>): AnswerSchema<T> =>
    async () => pick(await load());
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type RequestOptions = { body?: unknown; headers?: Record<string, string>; signal?: AbortSignal };

/**
 * An answer that does not match its schema is an error like any other (code INVALID_RESPONSE), so the page shows its
 * error state instead of rendering data of the wrong shape.
 */
async function parseAnswer<T>(payload: unknown, schema: StandardSchemaV1<unknown, T>): Promise<T> {
  const parsed = await schema['~standard'].validate(payload);
  if (!parsed.issues) return parsed.value;
  throw new ApiError(200, 'INVALID_RESPONSE', 'Unexpected Answer', 'The server answered in an unexpected shape.');
}

/** Network failures and non-JSON error bodies still become ApiError, so callers handle one type. */
async function request(method: string, path: string, { body, headers, signal }: RequestOptions = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      signal,
      headers: { Accept: 'application/json', ...(body !== undefined && { 'Content-Type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, 'NETWORK_ERROR', 'Network Error', 'The server could not be reached.');
  }
  const text = await response.text();
  const payload = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const error = (payload as { error?: Partial<ApiError> & { fields?: Record<string, string> } } | undefined)?.error;
    throw new ApiError(
      response.status,
      error?.code ?? statusCode(response.status),
      error?.title ?? 'Request Failed',
      error?.message ?? response.statusText,
      error?.fields,
    );
  }
  return payload;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Same-origin JSON calls to `/api/*`. Every answer is read with `read`, which parses it with its shared schema
 * (a 204 with `noContentResponseSchema`); each feature wraps it in typed endpoints beside its hooks.
 */
export const http = {
  read: async <T>(method: Method, path: string, schema: AnswerSchema<T>, options?: RequestOptions) => {
    const payload = await request(method, path, options);
    return parseAnswer(payload, await schema());
  },
};
