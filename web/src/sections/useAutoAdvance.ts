import { useCallback, useLayoutEffect, useState } from 'react';

/**
 * An index that moves to the next of `count` items every `intervalMs` and loops, unless `paused`.
 * Selecting an item by hand restarts the interval, so the chosen item gets its full time on screen.
 * `paused` may depend on the current index (e.g. "the active card is hovered").
 */
export function useAutoAdvance(count: number, intervalMs: number, paused: boolean | ((index: number) => boolean)) {
  const [index, setIndex] = useState(0);
  const [restart, setRestart] = useState(0);
  const isPaused = typeof paused === 'function' ? paused(index) : paused;

  // Armed in the commit that renders the state, not after paint: whatever shows the rotation running (the region's
  // data-auto-advance) never precedes its timer, so the next item comes exactly one interval after that.
  useLayoutEffect(() => {
    if (isPaused || count < 2) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [isPaused, count, intervalMs, restart]);

  const select = useCallback((next: number) => {
    setIndex(next);
    setRestart((value) => value + 1);
  }, []);

  return [index, select] as const;
}
