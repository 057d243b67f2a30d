import { videoSource } from '../../../../shared/content/media-url';
import { Dialog } from '../../ui';

export type OverlayVideo = { title: string; url: string; poster?: string };

/** Full-screen player for a testimonial video: autoplays; closes on X, backdrop click or Escape. Lazy-loaded. */
export default function VideoOverlay({ video, onClose }: { video: OverlayVideo; onClose: () => void }) {
  const source = videoSource(video.url, { autoplay: true });
  return (
    <Dialog
      open
      onClose={onClose}
      title={video.title}
      hideTitle
      className="w-[min(100%-1.5rem,80rem)]! border-white/10! bg-night! text-paper! [&>div:first-child]:absolute [&>div:first-child]:top-2 [&>div:first-child]:right-2 [&>div:first-child]:z-10 [&>div:first-child]:p-0 [&>div:last-child]:p-0 [&_button[aria-label=Close]]:bg-night/60 [&_button[aria-label=Close]]:text-paper"
    >
      <div className="aspect-video w-full overflow-hidden rounded-card bg-night">
        {source?.kind === 'embed' ? (
          <iframe
            src={source.src}
            title={video.title}
            className="size-full"
            allow="autoplay; fullscreen; picture-in-picture"
            allowFullScreen
          />
        ) : (
          <video src={source?.src ?? video.url} poster={video.poster} className="size-full" autoPlay controls playsInline />
        )}
      </div>
    </Dialog>
  );
}
