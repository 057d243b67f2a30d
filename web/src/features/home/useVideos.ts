import { useEffect } from 'react';
import type { Video } from '../../../../shared/content/types';
import { useServerQuery } from '../../app/query-client';
import { http, schemaGroup } from '../../lib/http';
import { VIDEO_LOAD_TIMING } from './CreativePlayer';

const contentAnswer = schemaGroup(() => import('../../../../shared/content/schemas'));

export const videoKeys = { list: ['videos'] as const };

/** GET /api/videos: the published videos by display order. */
const listVideos = async (signal?: AbortSignal): Promise<Video[]> => (await http.read('GET', '/api/videos', contentAnswer((s) => s.videoListResponseSchema), { signal })).videos;

export type VideosState = { videos: Video[]; status: 'loading' | 'ready' | 'error' };

/** The published videos, read once they are due. If none has loaded 10 s later, one recovery refetch runs. Failures are only logged. */
export function useVideos(): VideosState {
  const { data, status, error, refetch } = useServerQuery({ queryKey: videoKeys.list, queryFn: ({ signal }) => listVideos(signal) });
  const loaded = (data?.length ?? 0) > 0;

  useEffect(() => {
    if (loaded) return;
    const timer = window.setTimeout(() => void refetch(), VIDEO_LOAD_TIMING.recoveryMs);
    return () => window.clearTimeout(timer);
  }, [loaded, refetch]);

  useEffect(() => {
    if (error) console.error('Failed to load videos', error);
  }, [error]);

  return { videos: data ?? [], status: status === 'pending' ? 'loading' : status === 'success' ? 'ready' : 'error' };
}
