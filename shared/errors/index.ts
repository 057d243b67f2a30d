import { errorCatalogue, type ErrorCode } from './catalogue';

export * from './catalogue';

/** The contract's error body: `{"error": {code, title, message, fields?}}`. */
export interface ErrorBody {
  error: {
    code: ErrorCode;
    title: string;
    message: string;
    fields?: Record<string, string>;
  };
}

export interface AppErrorOptions {
  /** Overrides the catalogue's title where a rule has its own (e.g. 'Invalid Website'). */
  title?: string;
  /** Overrides the catalogue's message where a rule has its own. */
  message?: string;
  /** Request field → what is wrong with it. */
  fields?: Record<string, string>;
  /** When the client may try again (the answer's Retry-After), for RATE_LIMITED and SERVICE_UNAVAILABLE. */
  retryAfterSeconds?: number;
  cause?: unknown;
}

/** Retry-After of the codes that promise one, when the thrower names no better time. */
const DEFAULT_RETRY_AFTER_SECONDS: Partial<Record<ErrorCode, number>> = { RATE_LIMITED: 60, SERVICE_UNAVAILABLE: 1 };

/** The one error type handlers throw for anything a client should see. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly title: string;
  readonly fields?: Record<string, string>;
  readonly retryAfterSeconds?: number;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    const entry = errorCatalogue[code];
    super(options.message ?? entry.message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = entry.status;
    this.title = options.title ?? entry.title;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS[code];
  }

  toBody(): ErrorBody {
    return {
      error: {
        code: this.code,
        title: this.title,
        message: this.message,
        ...(this.fields && Object.keys(this.fields).length > 0 ? { fields: this.fields } : {}),
      },
    };
  }
}

export function isErrorBody(value: unknown): value is ErrorBody {
  const error = (value as ErrorBody | null)?.error;
  return typeof error === 'object' && error !== null && typeof error.code === 'string' && typeof error.message === 'string';
}
