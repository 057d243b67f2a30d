import type { ReactNode } from 'react';
import { ApiError } from '../lib/http';

export type Failure = { title: string; message: string; code?: string };

/** A failure already in words: an outcome the API reported in a successful answer (a retry that still failed). */
function isFailure(error: unknown): error is Failure {
  return typeof error === 'object' && error !== null && !(error instanceof Error) && typeof (error as Failure).title === 'string' && typeof (error as Failure).message === 'string';
}

/**
 * A failure in words: the API's own title and message (its catalogue speaks to people), or a plain sentence for a
 * server that could not be reached or an unexpected fault. The code stays apart, for a details line.
 */
export function describeFailure(error: unknown): Failure {
  if (isFailure(error)) return error;
  if (error instanceof ApiError) {
    if (error.status === 0) return { title: 'No connection', message: 'The server could not be reached. Check the connection and try again.', code: error.code };
    return { title: error.title, message: error.message, code: error.code };
  }
  return { title: 'Something went wrong', message: error instanceof Error && error.message ? error.message : 'Please try again.' };
}

/**
 * Where a staff screen shows a failure, once: the words inline, beside what failed, and the error code only in a
 * small details line for whoever reports it (a toast repeating it would say the same thing twice, and cover the
 * buttons). Field messages go beside their fields; this note says what happened to the whole action.
 */
export function ErrorNote({ error, action }: { error: unknown; action?: ReactNode }) {
  const { title, message, code } = describeFailure(error);
  return (
    <div role="alert" className="flex flex-wrap items-start justify-between gap-3 rounded-card border border-danger/40 bg-danger/5 p-4 text-sm">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-danger">{title}</p>
        <p className="text-ink">{message}</p>
        {code && <p className="mt-1 text-xs text-muted">Details: error code {code}</p>}
      </div>
      {action}
    </div>
  );
}
