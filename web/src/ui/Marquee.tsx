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
  /**
   * Accessible name. A labelled strip is a keyboard stop of its own (focus pauses it, and under reduced motion it is
   * a scroll area, which must be reachable by keyboard even when it holds nothing focusable); an unlabelled one is
   * decoration and is simply clipped. The moving copies are hidden from screen readers.
   */
  label?: string;
};

/**
 * An endless horizontal strip (logos, tags, testimonials, project cards). Each loop moves the strip by exactly one
 * copy (`--marquee-copies` in the keyframes), so it restarts seamlessly while the other copies cover the screen; under
 * prefers-reduced-motion the global rule stops the animation and a labelled strip simply scrolls. The repeated copies are
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
      tabIndex={label ? 0 : undefined}
      className={cx(
        'group relative flex overflow-hidden [mask-image:linear-gradient(90deg,transparent,#000_8%,#000_92%,transparent)] focus-visible:outline-offset-[-2px]',
        label && 'motion-reduce:overflow-x-auto',
        className,
      )}
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
