import { useEffect, useState, type RefObject } from 'react';

/*
 * A floating button (the chat launcher) must never sit on something the visitor has to press. It steps aside while
 * under it lies a part of the page marked `data-floating-avoid` (the booking widget's dates, times and form), a
 * form's own field or button whatever its size (the footer's newsletter sends with a small button in the corner the
 * chat button sits in), or another control that spans most of the screen's width (a full-width link), which on a
 * phone has no free corner.
 */

/** A control this wide, against the viewport, reaches into the corner the floating button sits in. */
export const FULL_WIDTH_SHARE = 0.6;
const CONTROLS = 'button, a[href], input, select, textarea, [role="button"]';
const FORM_CONTROLS = 'button, input, select, textarea';

/** Whether any of the elements under the floating button is one it must not cover. */
export function coversControl(underneath: readonly Element[], viewportWidth: number): boolean {
  return underneath.some((element) => {
    if (element.closest('[data-floating-avoid]')) return true;
    const control = element.closest(CONTROLS);
    if (control === null) return false;
    if (control.matches(FORM_CONTROLS) && control.closest('form')) return true;
    return control.getBoundingClientRect().width >= viewportWidth * FULL_WIDTH_SHARE;
  });
}

/** The points of the button's box that are probed: its centre and, a little inside, its four corners. */
function probePoints(box: DOMRect): [number, number][] {
  const inset = Math.min(6, box.width / 4);
  const [left, right, top, bottom] = [box.left + inset, box.right - inset, box.top + inset, box.bottom - inset];
  return [[(left + right) / 2, (top + bottom) / 2], [left, top], [right, top], [left, bottom], [right, bottom]];
}

/** The page's own elements (its content and footer) under the floating element; other floating layers left out. */
function elementsUnder(floating: HTMLElement): Element[] {
  return probePoints(floating.getBoundingClientRect()).flatMap(([x, y]) => document.elementsFromPoint(x, y).filter((element) => element.closest('main, footer')));
}

/**
 * Whether the floating element should step aside: re-checked (once per frame at most) as the page scrolls, resizes
 * or changes. `active` false stops the checks (an open chat panel keeps its button).
 */
export function useCoversControl(floating: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [covers, setCovers] = useState(false);

  useEffect(() => {
    if (!active) return setCovers(false);
    let frame = 0;
    const check = () => {
      frame = 0;
      const element = floating.current;
      if (element) setCovers(coversControl(elementsUnder(element), window.innerWidth));
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(check);
    };
    const changes = new MutationObserver(schedule);
    changes.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      changes.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [floating, active]);

  return covers;
}
