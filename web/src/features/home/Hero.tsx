import { ArrowRightIcon, ButtonLink, ChevronDownIcon, Container } from '../../ui';
import { scrollToSection } from '../../shell/navigation';
import { homeHero } from '../../pages/home/content';
import { MediaControls } from '../../ui/MediaControls';
import { useAutoHideControls } from '../../sections/useAutoHideControls';
import { useShowreel } from './useShowreel';

export const ABOUT_TEXT_ID = 'about-text';

const controlClasses =
  'grid size-11 place-items-center rounded-full border border-white/25 bg-night/40 text-paper backdrop-blur-md transition-colors hover:bg-paper hover:text-night';

/** Full-bleed showreel with the headline, two calls to action, playback controls and the scroll-down arrow. */
export function Hero() {
  const reel = useShowreel();
  // The showreel fills the hero, so the whole hero is its player.
  const controls = useAutoHideControls(reel.playing);
  return (
    <section aria-labelledby="home-hero-title" className="relative isolate flex min-h-[calc(100svh-7rem)] overflow-hidden bg-night text-paper" {...controls.handlers}>
      <video
        ref={reel.ref}
        className="absolute inset-0 -z-20 size-full object-cover"
        poster={homeHero.video.poster}
        muted
        loop
        playsInline
        aria-hidden="true"
        tabIndex={-1}
        {...reel.events}
      >
        {reel.sourcesAttached && (
          <>
            <source src={homeHero.video.webm} type="video/webm" />
            <source src={homeHero.video.mp4} type="video/mp4" />
          </>
        )}
      </video>
      {/*
        The scrim keeps the white text readable over every frame of the reel, which has light cards (and no type of its
        own, so nothing is written behind the headline): even over an all-white frame the headline keeps ≥ 3:1 and the kicker and subline ≥ 4.5:1
        (tests/e2e/pages/home.spec.ts). From md up the text sits on the left, so a sideways layer darkens that side
        and the vertical one can be lighter, leaving the reel's right half brighter.
      */}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-linear-to-b from-night/60 via-night/62 via-45% to-night/92 md:from-night/45 md:via-night/55" />
      <div aria-hidden="true" className="absolute inset-0 -z-10 hidden bg-linear-to-r from-night/40 via-night/30 via-55% to-transparent to-85% md:block" />

      <Container className="flex flex-col justify-end pt-24 pb-28 md:pb-24">
        <p className="mb-6 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs font-semibold tracking-[0.18em] text-paper uppercase">
          <span>{homeHero.kicker[0]}</span>
          <span aria-hidden="true" className="h-px w-8 bg-lime-300" />
          <span>{homeHero.kicker[1]}</span>
        </p>
        <h1 id="home-hero-title" className="max-w-6xl animate-rise font-display text-display-2xl font-bold text-paper">
          {homeHero.headline}
        </h1>
        <p className="mt-6 max-w-2xl text-lead text-paper/85">{homeHero.subline}</p>
        <div className="mt-10 flex flex-wrap items-center gap-3">
          <ButtonLink
            to={homeHero.primary.to}
            size="lg"
            variant="signal"
            iconAfter={<ArrowRightIcon className="size-4" />}
            onClick={(event) => scrollToSection('calendar') && event.preventDefault()}
          >
            {homeHero.primary.label}
          </ButtonLink>
          <ButtonLink to={homeHero.secondary.to} size="lg" variant="outline" className="border-white/40! text-paper! hover:border-paper!">
            {homeHero.secondary.label}
          </ButtonLink>
        </div>
      </Container>

      <MediaControls playing={reel.playing} muted={reel.muted} togglePlay={reel.togglePlay} toggleMute={reel.toggleMute} label="showreel" visible={controls.visible} placement="top-6 right-(--spacing-gutter)" buttonClassName={controlClasses} />

      <button
        type="button"
        onClick={() => scrollToSection(ABOUT_TEXT_ID)}
        aria-label="Scroll to the next section"
        className="absolute bottom-8 left-1/2 grid size-11 -translate-x-1/2 animate-bounce place-items-center rounded-full border border-white/30 text-paper hover:bg-paper hover:text-night"
      >
        <ChevronDownIcon className="size-5" />
      </button>
    </section>
  );
}
