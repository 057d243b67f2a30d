import { useEffect, useRef } from 'react';

/**
 * A step's title and subtitle. When the visitor moves to another step, focus lands on the new title so keyboard
 * and screen-reader users continue from there (`focus` is false on the first render of the screen).
 */
export function StepHeading({ id, title, subtitle, focus }: { id?: string; title: string; subtitle?: string; focus: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus({ preventScroll: false });
  }, [focus]);
  return (
    <div>
      <h3 id={id} ref={heading} tabIndex={-1} className="scroll-mt-32 font-display text-2xl font-semibold tracking-tight text-ink focus:outline-none">
        {title}
      </h3>
      {subtitle && <p className="mt-1 text-sm text-muted">{subtitle}</p>}
    </div>
  );
}
