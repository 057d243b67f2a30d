import { useId, type ReactNode } from 'react';
import { ApiError } from '../../lib/http';
import { Button, Spinner } from '../../ui';
import { ErrorNote } from '../../ui/ErrorNote';

/** A dashboard section: title, actions, and the loading / error / empty states of its data. */
export function Panel({ title, description, actions, children }: { title: string; description?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={id} className="font-display text-2xl font-semibold text-ink">
            {title}
          </h2>
          {description && <p className="mt-1 max-w-2xl text-sm text-muted">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}

export function LoadState({ loading, error, empty, onRetry }: { loading: boolean; error?: ApiError; empty?: string; onRetry: () => void }) {
  if (loading) return <Spinner showLabel className="py-10" />;
  if (error) {
    return (
      <ErrorNote
        error={error}
        action={
          <Button size="sm" variant="outline" onClick={onRetry}>
            Try again
          </Button>
        }
      />
    );
  }
  return empty ? <p className="rounded-card border border-dashed border-line p-8 text-center text-sm text-muted">{empty}</p> : null;
}

/** A label and its value in a details list. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
      <dt className="w-40 shrink-0 text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="text-sm break-words text-ink">{children}</dd>
    </div>
  );
}

/** The field messages of a failed staff action, shown beside their fields while its ErrorNote says the rest once. */
export function failureFields(cause: unknown): Record<string, string> {
  return cause instanceof ApiError && cause.fields ? cause.fields : {};
}
