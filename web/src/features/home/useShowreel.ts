import { useCallback, useEffect, useRef, useState } from 'react';
import { MOBILE_QUERY, REDUCED_MOTION_QUERY } from '../../sections/useMediaQuery';

/** Mobile autoplay starts after this delay so the first paint is not competing with the video. */
export const MOBILE_AUTOPLAY_DELAY_MS = 300;

type Connection = { saveData?: boolean };

/**
 * The hero showreel's playback (content-pages.md §2): muted autoplay, skipped with data-saver or reduced motion,
 * deferred ~300 ms and not preloaded on mobile. Play/pause and mute follow the element's own events.
 */
export function useShowreel() {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(true);
  // Assume mobile until measured: the prerendered video then carries preload="none", so no phone starts downloading
  // the reel while the page is still loading.
  const [mobile, setMobile] = useState(true);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    const isMobile = window.matchMedia(MOBILE_QUERY).matches;
    setMobile(isMobile);
    const saveData = Boolean((navigator as Navigator & { connection?: Connection }).connection?.saveData);
    if (saveData || window.matchMedia(REDUCED_MOTION_QUERY).matches) return;
    const start = () => void video.play().catch(() => setPlaying(false));
    if (!isMobile) return start();
    const timer = window.setTimeout(start, MOBILE_AUTOPLAY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const togglePlay = useCallback(() => {
    const video = ref.current;
    if (!video) return;
    if (video.paused) void video.play().catch(() => setPlaying(false));
    else video.pause();
  }, []);

  const toggleMute = useCallback(() => {
    const video = ref.current;
    if (video) video.muted = !video.muted;
  }, []);

  const events = {
    onPlay: () => setPlaying(true),
    onPause: () => setPlaying(false),
    onVolumeChange: () => setMuted(ref.current?.muted ?? true),
  };

  return { ref, playing, muted, mobile, togglePlay, toggleMute, events };
}
