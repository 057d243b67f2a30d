import { useMemo } from 'react';
import type { Video } from '../../../shared/content/types';
import { useHttp, type Http } from './useHttp';

export function videosApi(http: Http) {
  return {
    /** GET /api/videos: the published videos by display order. Throws ApiError on failure. */
    async list(signal?: AbortSignal): Promise<Video[]> {
      const { videos } = await http.get<{ videos: Video[] }>('/api/videos', { signal });
      return videos;
    },
  };
}

export function useVideosApi() {
  const http = useHttp();
  return useMemo(() => videosApi(http), [http]);
}
