import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from '../lib/cx';

const tones = {
  neutral: 'border border-line bg-surface text-ink',
  accent: 'bg-accent-soft text-accent',
  signal: 'bg-signal text-signal-ink',
  inverse: 'bg-inverse text-inverse-ink',
  /** Something failed and needs a person (a calendar that cannot be read). */
  danger: 'border border-danger/40 bg-danger/5 text-danger',
};

/** A static label (industry, service, status). */
export function Badge({ tone = 'neutral', className, children }: { tone?: keyof typeof tones; className?: string; children: ReactNode }) {
  return (
    <span className={cx('inline-flex items-center gap-1.5 rounded-pill px-3 py-1 text-xs font-semibold', tones[tone], className)}>
      {children}
    </span>
  );
}

/** A toggleable filter pill; announces its pressed state. */
export function Chip({ selected = false, className, ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { selected?: boolean }) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      className={cx(
        'inline-flex h-10 items-center rounded-pill border px-5 text-sm font-semibold transition-colors duration-200',
        selected ? 'border-inverse bg-inverse text-inverse-ink' : 'border-line bg-transparent text-ink hover:border-ink',
        className,
      )}
      {...rest}
    />
  );
}
