import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type RefObject } from 'react';
import type { Video } from '../../../../shared/content/types';
import { http } from '../../hooks/useHttp';
import { useInView } from '../../sections/useInView';
import { MOBILE_QUERY } from '../../sections/useMediaQuery';

/** Home videos load near the viewport, after 2 s on a phone, after 5 s at most; 10 s without any, one refetch. */
export const VIDEO_LOAD_TIMING = { mobileDelayMs: 2000, maxDelayMs: 5000, recoveryMs: 10_000, nearViewport: '400px' } as const;

export const videoKeys = { list: ['videos'] as const };

/** GET /api/videos: the published videos by display order. */
const listVideos = async (signal?: AbortSignal): Promise<Video[]> => (await http.read('GET', '/api/videos', (s) => s.videoListResponseSchema, { signal })).videos;

export type VideosState = { videos: Video[]; status: 'idle' | 'loading' | 'ready' | 'error' };

/**
 * The published videos for the section at `ref`, loaded lazily. If nothing has loaded 10 s after the first attempt,
 * one recovery refetch runs. Failures are only logged.
 */
export function useVideos(ref: RefObject<Element | null>): VideosState {
  const near = useInView(ref, { rootMargin: VIDEO_LOAD_TIMING.nearViewport, once: true });
  const [timerDue, setTimerDue] = useState(false);
  const due = near || timerDue;
  const { data, status, error, refetch } = useQuery({ queryKey: videoKeys.list, queryFn: ({ signal }) => listVideos(signal), enabled: due });

  useEffect(() => {
    const delay = window.matchMedia(MOBILE_QUERY).matches ? VIDEO_LOAD_TIMING.mobileDelayMs : VIDEO_LOAD_TIMING.maxDelayMs;
    const timer = window.setTimeout(() => setTimerDue(true), delay);
    return () => window.clearTimeout(timer);
  }, []);

  const loaded = (data?.length ?? 0) > 0;
  useEffect(() => {
    if (!due || loaded) return;
    const timer = window.setTimeout(() => void refetch(), VIDEO_LOAD_TIMING.recoveryMs);
    return () => window.clearTimeout(timer);
  }, [due, loaded, refetch]);

  useEffect(() => {
    if (error) console.error('Failed to load videos', error);
  }, [error]);

  if (!due) return { videos: [], status: 'idle' };
  return { videos: data ?? [], status: status === 'pending' ? 'loading' : status === 'success' ? 'ready' : 'error' };
}
