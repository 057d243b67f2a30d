import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../lib/cx';

export type MarqueeProps = {
  children: ReactNode;
  reverse?: boolean;
  /** Seconds for the strip to move by one copy (one loop). */
  duration?: number;
  pauseOnHover?: boolean;
  /** How many copies of `children` the strip holds: at least 2, and enough that all but one cover the strip's width. */
  copies?: number;
  className?: string;
  /** Accessible summary; the moving copies are hidden from screen readers. */
  label?: string;
};

/**
 * An endless horizontal strip (logos, tags, testimonials, project cards). Each loop moves the strip by exactly one
 * copy (`--marquee-copies` in the keyframes), so it restarts seamlessly while the other copies cover the screen; under
 * prefers-reduced-motion the global rule stops the animation and the strip simply scrolls. The repeated copies are
 * hidden from screen readers and inert in the markup itself, so keyboard focus only visits the first copy (and pauses
 * the strip) and hydration changes nothing: marking them inert afterwards restyled every copy of every strip while
 * the page was starting.
 */
export function Marquee({ children, reverse, duration = 40, pauseOnHover = true, copies = 2, className, label }: MarqueeProps) {
  const copyCount = Math.max(2, copies);
  return (
    <div
      role={label ? 'group' : undefined}
      aria-label={label}
      className={cx('group relative flex overflow-hidden motion-reduce:overflow-x-auto [mask-image:linear-gradient(90deg,transparent,#000_8%,#000_92%,transparent)]', className)}
    >
      <div
        style={{ '--marquee-duration': `${duration}s`, '--marquee-copies': copyCount } as CSSProperties}
        className={cx(
          'flex w-max shrink-0 group-focus-within:[animation-play-state:paused]',
          reverse ? 'animate-marquee-reverse' : 'animate-marquee',
          pauseOnHover && 'group-hover:[animation-play-state:paused]',
        )}
      >
        {Array.from({ length: copyCount }, (_, index) => (
          <div key={index} aria-hidden={index > 0 || undefined} inert={index > 0 || undefined} className="flex shrink-0 items-center gap-(--marquee-gap,3rem) pr-(--marquee-gap,3rem)">
            {children}
          </div>
        ))}
      </div>
    </div>
  );
}
