import { useCallback, useEffect, useRef, useState } from 'react';
import { MOBILE_QUERY, REDUCED_MOTION_QUERY } from '../../sections/useMediaQuery';

/** Mobile autoplay starts after this delay so the first paint is not competing with the video. */
export const MOBILE_AUTOPLAY_DELAY_MS = 300;

type Connection = { saveData?: boolean };

/**
 * The hero showreel's playback: muted autoplay, skipped with data-saver or reduced motion,
 * deferred ~300 ms on mobile. Play/pause and mute follow the element's own events.
 *
 * The video's sources are attached only when playback is first asked for, so nothing is preloaded on any screen.
 * It also keeps the prerendered page's first frame from waiting for the video: a video element with sources gets a
 * media player whose surface Chromium's compositor may hold the whole page's first frame back for.
 */
export function useShowreel() {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(true);
  const [sourcesAttached, setSourcesAttached] = useState(false);

  useEffect(() => {
    const saveData = Boolean((navigator as Navigator & { connection?: Connection }).connection?.saveData);
    if (saveData || window.matchMedia(REDUCED_MOTION_QUERY).matches) return;
    if (!window.matchMedia(MOBILE_QUERY).matches) return setSourcesAttached(true);
    const timer = window.setTimeout(() => setSourcesAttached(true), MOBILE_AUTOPLAY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  // Runs once the sources are in the document, which starts their download.
  useEffect(() => {
    if (sourcesAttached) void ref.current?.play().catch(() => setPlaying(false));
  }, [sourcesAttached]);

  const togglePlay = useCallback(() => {
    const video = ref.current;
    if (!video) return;
    if (!sourcesAttached) setSourcesAttached(true);
    else if (video.paused) void video.play().catch(() => setPlaying(false));
    else video.pause();
  }, [sourcesAttached]);

  const toggleMute = useCallback(() => {
    const video = ref.current;
    if (video) video.muted = !video.muted;
  }, []);

  const events = {
    onPlay: () => setPlaying(true),
    onPause: () => setPlaying(false),
    onVolumeChange: () => setMuted(ref.current?.muted ?? true),
  };

  return { ref, playing, muted, sourcesAttached, togglePlay, toggleMute, events };
}
