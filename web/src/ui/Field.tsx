import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { cx } from '../lib/cx';

type FieldOwnProps = {
  label: ReactNode;
  /** Shown under the control and tied to it with aria-describedby. */
  hint?: ReactNode;
  /** Marks the control invalid and is announced with it. */
  error?: string;
  /** Hides the label visually (it stays the accessible name). Use sparingly, e.g. a search box with a placeholder. */
  hideLabel?: boolean;
  className?: string;
};

const controlClasses = cx(
  'w-full rounded-control border border-line bg-surface px-4 text-[0.95rem] text-ink placeholder:text-muted/70',
  'transition-[border-color,box-shadow] duration-200 focus:border-accent focus:ring-4 focus:ring-accent/15 focus:outline-none',
  'aria-invalid:border-danger aria-invalid:focus:ring-danger/15 disabled:opacity-60',
);

function RequiredMarker() {
  return (
    <span className="text-danger" aria-hidden="true">
      {' *'}
    </span>
  );
}

/** Label + control + hint/error, with the ids wired for screen readers. */
function FieldFrame({ id, label, hint, error, required, hideLabel, className, children }: FieldOwnProps & {
  id: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={cx('flex flex-col gap-2', className)}>
      <label htmlFor={id} className={cx('text-sm font-semibold text-ink', hideLabel && 'sr-only')}>
        {label}
        {required && <RequiredMarker />}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, hint: ReactNode, error?: string) {
  return error ? `${id}-error` : hint ? `${id}-hint` : undefined;
}

export type InputProps = InputHTMLAttributes<HTMLInputElement> & FieldOwnProps;

export function Input({ label, hint, error, hideLabel, className, id: givenId, ...rest }: InputProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={rest.required} hideLabel={hideLabel} className={className}>
      <input id={id} className={cx(controlClasses, 'h-12')} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...rest} />
    </FieldFrame>
  );
}

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & FieldOwnProps;

export function Textarea({ label, hint, error, hideLabel, className, id: givenId, rows = 5, ...rest }: TextareaProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={rest.required} hideLabel={hideLabel} className={className}>
      <textarea id={id} rows={rows} className={cx(controlClasses, 'py-3')} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...rest} />
    </FieldFrame>
  );
}

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & FieldOwnProps & { placeholder?: string };

export function Select({ label, hint, error, hideLabel, className, id: givenId, placeholder, children, ...rest }: SelectProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} required={rest.required} hideLabel={hideLabel} className={className}>
      <div className="relative">
        <select id={id} className={cx(controlClasses, 'h-12 appearance-none pr-10')} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...rest}>
          {placeholder && <option value="">{placeholder}</option>}
          {children}
        </select>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-muted">
          <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
    </FieldFrame>
  );
}

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & Omit<FieldOwnProps, 'hideLabel'>;

/** A checkbox with its label to the right (the label is clickable). */
export function Checkbox({ label, hint, error, className, id: givenId, ...rest }: CheckboxProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 cursor-pointer rounded-md border-line accent-(--nd-accent)"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          {...rest}
        />
        <label htmlFor={id} className="cursor-pointer text-sm leading-snug text-ink">
          {label}
          {rest.required && <RequiredMarker />}
        </label>
      </div>
      {hint && !error && <p id={`${id}-hint`} className="pl-8 text-xs text-muted">{hint}</p>}
      {error && <p id={`${id}-error`} className="pl-8 text-xs font-medium text-danger">{error}</p>}
    </div>
  );
}
