import { lazy, Suspense, useRef, useState } from 'react';
import { testimonialVideos } from '../../../../shared/content/testimonial-videos';
import type { TestimonialVideo } from '../../../../shared/content/types';
import { Container, Eyebrow, Heading, Image, Section } from '../../ui';
import { homeSections } from '../../pages/home/content';
import { ChevronLeftIcon, ChevronRightIcon, PlayIcon } from '../../ui/MediaIcons';

const VideoOverlay = lazy(() => import('./VideoOverlay'));

const navClasses =
  'grid size-12 place-items-center rounded-full border border-line text-ink transition-colors hover:border-ink hover:bg-inverse hover:text-inverse-ink';

/** 'The Voice of Satisfaction': a scrollable row of video thumbnails; each opens the full-screen overlay. */
export function VideoTestimonials() {
  const [open, setOpen] = useState<TestimonialVideo | null>(null);
  const track = useRef<HTMLUListElement>(null);

  const scroll = (direction: 1 | -1) => {
    const list = track.current;
    const card = list?.firstElementChild as HTMLElement | null;
    if (list && card) list.scrollBy({ left: direction * (card.offsetWidth + 24), behavior: 'smooth' });
  };

  return (
    <Section tone="surface" aria-labelledby="video-testimonials-title">
      <Container>
        <div className="flex flex-wrap items-end justify-between gap-6">
          <div>
            <Eyebrow>{homeSections.videoTestimonials.eyebrow}</Eyebrow>
            <Heading id="video-testimonials-title">{homeSections.videoTestimonials.title}</Heading>
          </div>
          <div className="flex gap-2">
            <button type="button" className={navClasses} onClick={() => scroll(-1)} aria-label="Previous videos">
              <ChevronLeftIcon className="size-5" />
            </button>
            <button type="button" className={navClasses} onClick={() => scroll(1)} aria-label="Next videos">
              <ChevronRightIcon className="size-5" />
            </button>
          </div>
        </div>
        <ul ref={track} className="-mx-2 mt-12 flex snap-x snap-mandatory gap-6 overflow-x-auto px-2 pb-4 [scrollbar-width:none]">
          {testimonialVideos.map((video) => (
            <li key={video.videoId} className="w-[78%] shrink-0 snap-start sm:w-[46%] lg:w-[calc(25%-1.125rem)]">
              <button
                type="button"
                onClick={() => setOpen(video)}
                aria-label={`Play video: ${video.title} (${video.company})`}
                className="group relative block w-full overflow-hidden rounded-card text-left"
              >
                <Image src={video.thumbnail} alt="" width={480} height={600} frameClassName="aspect-[4/5]" className="transition-transform duration-700 ease-out-expo group-hover:scale-105" />
                <span aria-hidden="true" className="absolute inset-0 bg-[linear-gradient(180deg,transparent_40%,rgb(11_13_18/0.85))]" />
                <span aria-hidden="true" className="absolute top-4 left-4 grid size-12 place-items-center rounded-full bg-paper text-night shadow-pop transition-transform duration-300 group-hover:scale-110">
                  <PlayIcon className="size-4 translate-x-px" />
                </span>
                <span className="absolute inset-x-5 bottom-5 text-paper">
                  <span className="block text-xs font-semibold tracking-[0.14em] text-lime-300 uppercase">{video.company}</span>
                  <span className="mt-2 block font-display text-lg leading-snug font-semibold">{video.title}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </Container>
      {open && (
        <Suspense fallback={null}>
          <VideoOverlay video={{ title: `${open.title} — ${open.company}`, url: open.videoUrl, poster: open.thumbnail }} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Section>
  );
}
