import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Video } from '../../../shared/content/types';
import { useInView } from '../sections/useInView';
import { MOBILE_QUERY } from '../sections/useMediaQuery';
import { useVideosApi } from './useVideosApi';

/** Home video loading (content-pages.md §4): near the viewport, after 2 s on mobile, after 5 s at most. */
export const VIDEO_LOAD_TIMING = { mobileDelayMs: 2000, maxDelayMs: 5000, recoveryMs: 10_000, nearViewport: '400px' } as const;

export type VideosState = { videos: Video[]; status: 'idle' | 'loading' | 'ready' | 'error' };

/**
 * The published videos for the section at `ref`, loaded lazily. If nothing has loaded 10 s after the first
 * attempt, one recovery refetch runs. Failures are only logged (§8).
 */
export function useVideos(ref: RefObject<Element | null>): VideosState {
  const api = useVideosApi();
  const near = useInView(ref, { rootMargin: VIDEO_LOAD_TIMING.nearViewport, once: true });
  const [timerDue, setTimerDue] = useState(false);
  const [state, setState] = useState<VideosState>({ videos: [], status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const loaded = useRef(false);

  useEffect(() => {
    const delay = window.matchMedia(MOBILE_QUERY).matches ? VIDEO_LOAD_TIMING.mobileDelayMs : VIDEO_LOAD_TIMING.maxDelayMs;
    const timer = window.setTimeout(() => setTimerDue(true), delay);
    return () => window.clearTimeout(timer);
  }, []);

  const due = near || timerDue;

  useEffect(() => {
    if (!due) return;
    const controller = new AbortController();
    setState((current) => ({ ...current, status: 'loading' }));
    api.list(controller.signal).then(
      (videos) => {
        loaded.current = videos.length > 0;
        setState({ videos, status: 'ready' });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Failed to load videos', error);
        setState((current) => ({ ...current, status: 'error' }));
      },
    );
    return () => controller.abort();
  }, [api, due, attempt]);

  useEffect(() => {
    if (!due) return;
    const timer = window.setTimeout(() => {
      if (!loaded.current) setAttempt(1);
    }, VIDEO_LOAD_TIMING.recoveryMs);
    return () => window.clearTimeout(timer);
  }, [due]);

  return state;
}
