import type { HTMLAttributes } from 'react';
import { cx } from '../lib/cx';

export type CardProps = HTMLAttributes<HTMLDivElement> & {
  /** Lifts on hover; use when the whole card is a link target. */
  interactive?: boolean;
  padding?: 'none' | 'md' | 'lg';
};

const paddings = { none: '', md: 'p-6', lg: 'p-8 md:p-10' };

/** A rounded surface with a hairline border. */
export function Card({ interactive, padding = 'md', className, ...rest }: CardProps) {
  return (
    <div
      className={cx(
        'rounded-card border border-line bg-surface',
        paddings[padding],
        interactive && 'transition-[transform,box-shadow] duration-300 ease-out-expo hover:-translate-y-1 hover:shadow-pop',
        className,
      )}
      {...rest}
    />
  );
}
