import { useEffect, useRef } from 'react';
import { Marquee, type MarqueeProps } from '../ui/Marquee';
import { cx } from '../lib/cx';

/**
 * The shared Marquee for strips whose items are links or otherwise focusable: the repeated copies (hidden from
 * screen readers) are made inert so keyboard focus only visits the first copy, and focus inside pauses the strip.
 */
export function InertMarquee({ className, ...props }: MarqueeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelectorAll<HTMLElement>('[aria-hidden="true"]').forEach((copy) => {
      copy.inert = true;
    });
  });
  return (
    <div ref={ref}>
      <Marquee {...props} className={cx('focus-within:[&>div]:[animation-play-state:paused]', className)} />
    </div>
  );
}
