import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { ArrowRightIcon, ButtonLink, Container, Eyebrow, Heading, Section, Spinner } from '../../ui';
import { homeSections } from '../../pages/home/content';
import { useInView } from '../../sections/useInView';
import { MOBILE_QUERY } from '../../sections/useMediaQuery';

/** Home videos load near the viewport, after 2 s on a phone, after 5 s at most; 10 s without any, one refetch. */
export const VIDEO_LOAD_TIMING = { mobileDelayMs: 2000, maxDelayMs: 5000, recoveryMs: 10_000, nearViewport: '400px' } as const;

/** The player (and the video data it reads) loads when the videos are due. */
const CreativeVideos = lazy(() => import('./CreativeVideos'));

/** Whether the section's videos are due: it nears the viewport, or the delay for this screen has passed. */
function useVideosDue(ref: RefObject<Element | null>): boolean {
  const near = useInView(ref, { rootMargin: VIDEO_LOAD_TIMING.nearViewport, once: true });
  const [timerDue, setTimerDue] = useState(false);
  useEffect(() => {
    const delay = window.matchMedia(MOBILE_QUERY).matches ? VIDEO_LOAD_TIMING.mobileDelayMs : VIDEO_LOAD_TIMING.maxDelayMs;
    const timer = window.setTimeout(() => setTimerDue(true), delay);
    return () => window.clearTimeout(timer);
  }, []);
  return near || timerDue;
}

/** The creative production player: published videos in display order, next/previous, advances when one ends. */
export function CreativePlayer() {
  const sectionRef = useRef<HTMLDivElement>(null);
  const due = useVideosDue(sectionRef);
  const copy = homeSections.creative;
  const loading = (
    <div className="mt-12 grid aspect-video place-items-center rounded-card border border-line">
      <Spinner label={copy.loading} showLabel />
    </div>
  );
  return (
    <Section tone="inverse" aria-labelledby="creative-title">
      <Container>
        <div ref={sectionRef} className="flex flex-wrap items-end justify-between gap-6">
          <div>
            <Eyebrow className="text-muted">{copy.eyebrow}</Eyebrow>
            <Heading id="creative-title" className="text-inverse-ink">
              {copy.title}
            </Heading>
          </div>
          <ButtonLink to={copy.link.to} variant="signal" iconAfter={<ArrowRightIcon className="size-4" />}>
            {copy.link.label}
          </ButtonLink>
        </div>
        {due ? (
          <Suspense fallback={loading}>
            <CreativeVideos loading={loading} />
          </Suspense>
        ) : (
          loading
        )}
      </Container>
    </Section>
  );
}
