import { errorCatalogue, type ErrorCode } from './catalogue';

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
  cause?: unknown;
}

/** The one error type handlers throw for anything a client should see. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly title: string;
  readonly fields?: Record<string, string>;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    const entry = errorCatalogue[code];
    super(options.message ?? entry.message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = entry.status;
    this.title = options.title ?? entry.title;
    this.fields = options.fields;
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
