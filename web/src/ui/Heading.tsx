import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../lib/cx';

const sizes = {
  '2xl': 'text-display-2xl font-bold',
  xl: 'text-display-xl font-bold',
  lg: 'text-display-lg font-semibold',
  md: 'text-display-md font-semibold',
  sm: 'text-xl font-semibold tracking-tight',
};

export type HeadingProps = HTMLAttributes<HTMLHeadingElement> & {
  level?: 1 | 2 | 3 | 4;
  /** Visual size, independent of the document level. Defaults: h1 → xl, h2 → lg, h3 → md, h4 → sm. */
  size?: keyof typeof sizes;
};

const defaultSize = { 1: 'xl', 2: 'lg', 3: 'md', 4: 'sm' } as const;

/** A display-font heading. Keep one level 1 per page. */
export function Heading({ level = 2, size, className, ...rest }: HeadingProps) {
  const Tag = `h${level}` as const;
  return <Tag className={cx('font-display text-ink', sizes[size ?? defaultSize[level]], className)} {...rest} />;
}

/** The small label above a heading ("Our Work", "Solutions"). */
export function Eyebrow({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p className={cx('mb-4 inline-flex items-center gap-2 text-xs font-semibold tracking-[0.18em] text-muted uppercase', className)}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-accent" />
      {children}
    </p>
  );
}

/** An introductory paragraph under a heading. */
export function Lead({ children, className }: { children: ReactNode; className?: string }) {
  return <p className={cx('max-w-2xl text-lead text-muted', className)}>{children}</p>;
}
