import { useEffect, useState } from 'react';

/** One character every 100 ms. */
export const TYPING_INTERVAL_MS = 100;

/** The first characters of `text`, one more every interval once `start` is true, until the whole phrase shows. */
export function useTypewriter(text: string, start: boolean, instant: boolean): string {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!start) return;
    if (instant) return setCount(text.length);
    const timer = window.setInterval(() => {
      setCount((current) => {
        if (current + 1 >= text.length) window.clearInterval(timer);
        return Math.min(current + 1, text.length);
      });
    }, TYPING_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [start, instant, text]);
  return text.slice(0, count);
}
