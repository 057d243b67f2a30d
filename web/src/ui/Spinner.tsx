import { cx } from '../lib/cx';

const sizes = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' };

/** An indeterminate spinner. `label` is announced (and shown when `showLabel`); pass '' inside a labelled button. */
export function Spinner({ size = 'md', label = 'Loading...', showLabel = false, className }: {
  size?: keyof typeof sizes;
  label?: string;
  showLabel?: boolean;
  className?: string;
}) {
  return (
    <span role={label ? 'status' : undefined} className={cx('inline-flex items-center gap-3 text-muted', className)}>
      <span aria-hidden="true" className={cx('animate-spin rounded-full border-current border-t-transparent', sizes[size])} />
      {label && (showLabel ? <span className="text-sm font-medium">{label}</span> : <span className="sr-only">{label}</span>)}
    </span>
  );
}

/** A shimmering block that stands in for content while it loads. Size it with classes. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cx('animate-pulse rounded-control bg-surface-2', className)} />;
}
