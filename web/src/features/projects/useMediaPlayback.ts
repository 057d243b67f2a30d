import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useInView } from '../../sections/useInView';
import { usePrefersReducedMotion } from '../../sections/useMediaQuery';

export type MediaStatus = 'loading' | 'ready' | 'failed';

const VIMEO_ORIGIN = 'https://player.vimeo.com';

/** Sends a command to an embedded Vimeo player (the provider's postMessage API). */
export function vimeoCommand(frame: HTMLIFrameElement | null, method: 'play' | 'pause' | 'setMuted' | 'setVolume', value?: unknown) {
  frame?.contentWindow?.postMessage(JSON.stringify(value === undefined ? { method } : { method, value }), VIMEO_ORIGIN);
}

/**
 * Play/pause and mute state of a native video: starts muted and playing once near the viewport (not under
 * prefers-reduced-motion, where the visitor starts it), pauses off-screen. Nothing is downloaded before the video
 * first comes near the viewport (`preload`): a project page holds several videos, most of them far below the fold.
 */
export function useNativePlayback(frame: RefObject<HTMLElement | null>, video: RefObject<HTMLVideoElement | null>) {
  const reducedMotion = usePrefersReducedMotion();
  const visible = useInView(frame, { rootMargin: '200px' });
  const [reached, setReached] = useState(false);
  if (visible && !reached) setReached(true);
  const [status, setStatus] = useState<MediaStatus>('loading');
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(true);
  const wanted = useRef(true);

  // A prerendered video may have loaded its metadata, or failed, before React attached its handlers.
  useEffect(() => {
    const element = video.current;
    if (element?.error) setStatus('failed');
    else if (element && element.readyState >= 1) setStatus('ready');
  }, [video]);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.muted = true;
    if (visible && wanted.current && !reducedMotion) element.play().catch(() => setPlaying(false));
    if (!visible) element.pause();
  }, [video, visible, reducedMotion]);

  const togglePlay = useCallback(() => {
    const element = video.current;
    if (!element) return;
    wanted.current = element.paused;
    if (element.paused) element.play().catch(() => setPlaying(false));
    else element.pause();
  }, [video]);

  const toggleMute = useCallback(() => {
    const element = video.current;
    if (!element) return;
    element.muted = !element.muted;
    setMuted(element.muted);
  }, [video]);

  const events = {
    onLoadedMetadata: () => setStatus('ready'),
    onError: () => setStatus('failed'),
    onPlay: () => setPlaying(true),
    onPause: () => setPlaying(false),
  };
  const preload: 'metadata' | 'none' = reached ? 'metadata' : 'none';
  return { status, playing, muted, togglePlay, toggleMute, events, preload };
}

/** The same controls for a Vimeo embed, sent as player messages. */
export function useVimeoPlayback(frame: RefObject<HTMLIFrameElement | null>) {
  const reducedMotion = usePrefersReducedMotion();
  const [status, setStatus] = useState<MediaStatus>('loading');
  const [playing, setPlaying] = useState(true);
  const [muted, setMuted] = useState(true);

  useEffect(() => {
    if (!reducedMotion || status !== 'ready') return;
    vimeoCommand(frame.current, 'pause');
    setPlaying(false);
  }, [frame, reducedMotion, status]);

  const togglePlay = useCallback(() => {
    vimeoCommand(frame.current, playing ? 'pause' : 'play');
    setPlaying(!playing);
  }, [frame, playing]);

  const toggleMute = useCallback(() => {
    vimeoCommand(frame.current, 'setMuted', !muted);
    vimeoCommand(frame.current, 'setVolume', muted ? 1 : 0);
    setMuted(!muted);
  }, [frame, muted]);

  return { status, setStatus, playing, muted, togglePlay, toggleMute };
}
