import { useEffect, useRef, useState, type ReactNode } from 'react';
import { videoSource } from '../../../../shared/content/media-url';
import type { Video } from '../../../../shared/content/types';
import { useVideos } from './useVideos';
import { MediaControls } from '../../ui/MediaControls';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/MediaIcons';
import { useAutoHideControls } from '../../sections/useAutoHideControls';
import { useVideoPlaylist } from './useVideoPlaylist';

const controlClasses =
  'grid size-12 place-items-center rounded-full border border-line text-inverse-ink transition-colors hover:bg-inverse-ink hover:text-inverse aria-disabled:opacity-40';

/** The published videos in the player; `loading` while they load, nothing when there are none. */
export default function CreativeVideos({ loading }: { loading: ReactNode }) {
  const { videos, status } = useVideos();
  if (videos.length > 0) return <Player videos={videos} />;
  return status === 'loading' ? loading : null;
}

function Player({ videos }: { videos: Video[] }) {
  const { index, locked, next, previous } = useVideoPlaylist(videos.length);
  const [muted, setMuted] = useState(true);
  // Which video is playing, so a switch starts from "not playing" whatever the previous video last reported.
  const [playingId, setPlayingId] = useState<string | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const video = videos[index]!;
  const playing = playingId === video.id;
  const source = videoSource(video.video_url, { autoplay: true, muted: true });
  const controls = useAutoHideControls(playing);

  useEffect(() => {
    const element = videoRef.current;
    if (element) void element.play().catch(() => undefined);
  }, [index]);

  const togglePlay = () => {
    const element = videoRef.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => undefined);
    else element.pause();
  };

  return (
    <div className="mt-12 grid gap-8 lg:grid-cols-[1fr_20rem] lg:gap-12">
      <div className="relative aspect-video overflow-hidden rounded-card bg-night" {...controls.handlers}>
        {source?.kind === 'embed' ? (
          <iframe key={video.id} src={source.src} title={video.title} className="size-full" allow="autoplay; fullscreen; picture-in-picture" allowFullScreen />
        ) : (
          <video
            key={video.id}
            ref={videoRef}
            src={source?.src ?? video.video_url}
            poster={video.thumbnail_url}
            className="size-full animate-fade object-cover"
            muted={muted}
            playsInline
            autoPlay
            preload="metadata"
            onEnded={next}
            onPlay={() => setPlayingId(video.id)}
            onPause={() => setPlayingId(null)}
            onVolumeChange={(event) => setMuted(event.currentTarget.muted)}
            aria-label={video.title}
          />
        )}
        {source?.kind !== 'embed' && (
          <MediaControls playing={playing} muted={muted} togglePlay={togglePlay} toggleMute={() => setMuted((value) => !value)} label="" visible={controls.visible} />
        )}
      </div>
      <div className="flex flex-col justify-between gap-8">
        <div aria-live="polite">
          <p className="font-display text-sm font-semibold text-muted">
            {String(index + 1).padStart(2, '0')} / {String(videos.length).padStart(2, '0')}
          </p>
          <h3 className="mt-4 font-display text-display-md font-semibold text-inverse-ink">{video.title}</h3>
          <p className="mt-4 text-muted">{video.description}</p>
        </div>
        <div className="flex gap-3">
          <button type="button" className={controlClasses} onClick={previous} aria-disabled={locked} aria-label="Previous video">
            <ChevronLeftIcon className="size-5" />
          </button>
          <button type="button" className={controlClasses} onClick={next} aria-disabled={locked} aria-label="Next video">
            <ChevronRightIcon className="size-5" />
          </button>
        </div>
      </div>
    </div>
  );
}
