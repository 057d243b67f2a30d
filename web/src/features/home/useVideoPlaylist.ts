import { useCallback, useEffect, useRef, useState } from 'react';

/** Navigation is locked this long while the player switches videos. */
export const VIDEO_SWITCH_LOCK_MS = 500;

/** Next/previous with wraparound and a short lock after each switch. */
export function useVideoPlaylist(count: number) {
  const [index, setIndex] = useState(0);
  const [locked, setLocked] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const go = useCallback(
    (step: number) => {
      if (locked || count < 1) return;
      setIndex((current) => (current + step + count) % count);
      setLocked(true);
      timer.current = window.setTimeout(() => setLocked(false), VIDEO_SWITCH_LOCK_MS);
    },
    [locked, count],
  );

  return { index: count ? index % count : 0, locked, next: () => go(1), previous: () => go(-1) };
}
