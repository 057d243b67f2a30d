import { createContext, useContext, useRef } from 'react';
import { toEmbedUrl, videoSource } from '../../../../shared/content/media-url';
import { Image, Spinner } from '../../ui';
import { cx } from '../../lib/cx';
import { MediaControls } from '../../ui/MediaControls';
import { useAutoHideControls } from '../../sections/useAutoHideControls';
import type { Media, Overlay } from './project-sections';
import { useNativePlayback, useVimeoPlayback, type MediaStatus } from './useMediaPlayback';

export type MediaDisplayProps = {
  media: Media;
  /** Names the media for assistive technology ('' for decorative images). */
  label: string;
  overlay?: Overlay;
  /** The page's hero: loaded at once; an image shows a spinner while it loads and 'Failed to load' if it fails. */
  priority?: boolean;
  /** Classes of the positioned frame (size or aspect ratio). */
  className?: string;
};

/**
 * The alt texts of the uploads the shown item carries (by address, from the media library). A page provides its
 * project's, so every image of the page is described as the library says without each section passing it on.
 */
const MediaAlt = createContext<Record<string, string> | undefined>(undefined);
export const MediaAltProvider = MediaAlt.Provider;

/**
 * An image or a video filling its frame: Vimeo plays in the provider's player
 * (autoplay, loop, muted; play/pause and mute sent as player messages), YouTube in its embed, any other video as a
 * native muted looping element. Videos show a loading layer, 'Failed to load media', and play/pause and mute toggles.
 * The frame and its layers are dark in both themes: text laid over media is white.
 */
export function MediaDisplay({ media, label, overlay, priority, className }: MediaDisplayProps) {
  const source = media.kind === 'video' ? videoSource(media.url) : undefined;
  const alt = useContext(MediaAlt)?.[media.url] || label;
  return (
    <div className={cx('relative overflow-hidden bg-night', className)}>
      {media.kind === 'image' ? (
        <Image src={media.url} alt={alt} priority={priority} hero={priority} width={1600} height={1000} frameClassName="absolute inset-0 size-full" />
      ) : source?.kind === 'embed' && source.provider === 'vimeo' ? (
        <VimeoVideo url={media.url} label={label} />
      ) : source?.kind === 'embed' ? (
        <iframe src={source.src} title={label || 'Video'} allow="autoplay; fullscreen; picture-in-picture" loading="lazy" className="absolute inset-0 size-full border-0" />
      ) : (
        <NativeVideo url={media.url} label={label} />
      )}
      {overlay?.enabled && <div aria-hidden="true" className="pointer-events-none absolute inset-0 bg-black" style={{ opacity: overlay.opacity }} />}
    </div>
  );
}

function NativeVideo({ url, label }: { url: string; label: string }) {
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const playback = useNativePlayback(frame, video);
  const controls = useAutoHideControls(playback.playing);
  return (
    <div ref={frame} className="absolute inset-0" {...controls.handlers}>
      <video
        ref={video}
        src={url}
        aria-label={label || undefined}
        aria-hidden={label ? undefined : true}
        muted
        loop
        playsInline
        preload={playback.preload}
        width={1600}
        height={900}
        className="size-full object-cover"
        {...playback.events}
      />
      <MediaStateLayer status={playback.status} />
      {playback.status !== 'failed' && <MediaControls {...playback} label={label} visible={controls.visible} />}
    </div>
  );
}

function VimeoVideo({ url, label }: { url: string; label: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const playback = useVimeoPlayback(frame);
  const controls = useAutoHideControls(playback.playing);
  return (
    <div className="absolute inset-0" {...controls.handlers}>
      <iframe
        ref={frame}
        src={toEmbedUrl(url, { autoplay: true, loop: true, muted: true })}
        title={label || 'Video'}
        allow="autoplay; fullscreen; picture-in-picture"
        loading="lazy"
        onLoad={() => playback.setStatus('ready')}
        onError={() => playback.setStatus('failed')}
        className="pointer-events-none absolute top-1/2 left-1/2 h-[56.25vw] min-h-full w-[177.78vh] min-w-full -translate-x-1/2 -translate-y-1/2 border-0"
      />
      <MediaStateLayer status={playback.status} />
      {playback.status !== 'failed' && <MediaControls {...playback} label={label} visible={controls.visible} />}
    </div>
  );
}

function MediaStateLayer({ status }: { status: MediaStatus }) {
  if (status === 'ready') return null;
  return (
    <div className="absolute inset-0 z-10 grid place-items-center bg-night text-paper">
      {status === 'loading' ? (
        <Spinner size="lg" className="text-paper/70" label="Loading media" />
      ) : (
        <p role="status" className="text-sm font-medium text-paper/80">
          Failed to load media
        </p>
      )}
    </div>
  );
}
