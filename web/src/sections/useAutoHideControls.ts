import { useCallback, useEffect, useRef, useState } from 'react';
import { usePauseHandlers } from './usePauseHandlers';

/** A playing video's controls fade out this long after the last pointer movement or touch. */
export const CONTROLS_HIDE_MS = 3000;

/**
 * Auto-hiding video controls, for every player: spread `handlers` on the player (the area the controls belong to)
 * and show the controls while `visible`. While the video plays they hide 3 s after the last pointer movement or
 * touch over the player and come back with the next one; they stay while the video is paused and while the keyboard
 * is inside the player (usePauseHandlers: keyboard focus there brings them back, the focus a click leaves does not
 * keep them).
 */
export function useAutoHideControls(playing: boolean) {
  const keyboard = usePauseHandlers();
  const [idle, setIdle] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  const wake = useCallback(() => {
    setIdle(false);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setIdle(true), CONTROLS_HIDE_MS);
  }, []);

  // Playback starting (or resuming) counts as activity: the controls stay for one full delay first.
  useEffect(() => {
    if (playing) wake();
    return () => window.clearTimeout(timer.current);
  }, [playing, wake]);

  const handlers = {
    ...keyboard.handlers,
    onPointerMove: wake,
    onPointerDown: () => {
      keyboard.handlers.onPointerDown();
      wake();
    },
  };
  return { visible: !playing || keyboard.paused || !idle, handlers };
}
