import type { ReactNode } from 'react';
import { Container, Eyebrow, Heading, Section } from '../../ui';
import { cx } from '../../lib/cx';
import { MediaDisplay } from './MediaDisplay';
import type { Achievement, Banner, StorySection } from './project-sections';

/** Text beside media (behind the scenes, client testimonial); `mediaFirst` puts the media on the left on wide screens. */
export function StoryBlock({ section, id, eyebrow, mediaFirst, quote }: { section: StorySection; id: string; eyebrow: string; mediaFirst?: boolean; quote?: boolean }) {
  const text = section.text && (quote ? <blockquote className="mt-8 border-l-2 border-accent pl-6 text-lead text-ink">“{section.text}”</blockquote> : <p className="mt-8 text-lead text-muted">{section.text}</p>);
  return (
    <div className={cx('grid items-center gap-10', section.media && 'lg:grid-cols-2 lg:gap-16')}>
      <div className={cx(mediaFirst && 'lg:order-2')}>
        <Eyebrow>{eyebrow}</Eyebrow>
        <Heading id={id} size="lg">
          {section.headline}
        </Heading>
        {text}
      </div>
      {section.media && <MediaDisplay media={section.media} label={section.headline} className={cx('aspect-[4/3] rounded-card', mediaFirst && 'lg:order-1')} />}
    </div>
  );
}

/** 'Key Achievements': up to four figure tiles. */
export function AchievementsBlock({ tiles, tone = 'inverse' }: { tiles: Achievement[]; tone?: 'inverse' | 'surface' }) {
  return (
    <Section tone={tone} aria-labelledby="achievements-title">
      <Container>
        <Eyebrow>Results</Eyebrow>
        <Heading id="achievements-title" size="lg" className={tone === 'inverse' ? 'text-inverse-ink' : undefined}>
          Key Achievements
        </Heading>
        <p className="mt-4 text-lead text-muted">Measurable outcomes that transformed the business</p>
        <ul className={cx('mt-12 grid gap-px overflow-hidden rounded-card border border-line bg-line sm:grid-cols-2', tiles.length >= 4 ? 'lg:grid-cols-4' : tiles.length === 3 && 'lg:grid-cols-3')}>
          {tiles.map((tile) => (
            <li key={`${tile.number}-${tile.label}`} className={cx('flex flex-col gap-3 p-8', tone === 'inverse' ? 'bg-inverse' : 'bg-surface')}>
              <span aria-hidden="true" className="h-1 w-10 rounded-full bg-accent" />
              <span className="font-display text-display-lg font-bold">{tile.number}</span>
              {tile.label && <span className="text-sm text-muted">{tile.label}</span>}
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}

/** A full-bleed banner 70% of the viewport high with its media, overlay and text. */
export function BannerBlock({ banner, label, children, priority }: { banner: Banner; label: string; children?: ReactNode; priority?: boolean }) {
  return (
    <section aria-label={label} className="relative flex h-[70vh] min-h-[26rem] items-end overflow-hidden bg-inverse text-white">
      {banner.media && <MediaDisplay media={banner.media} label="" overlay={banner.overlay} priority={priority} className="absolute! inset-0" />}
      {(banner.title || banner.text || children) && (
        <Container className="pointer-events-none relative z-10 pb-16 md:pb-20">
          <div className="pointer-events-auto max-w-3xl [text-shadow:0_2px_24px_rgb(0_0_0/0.45)]">
            {banner.title && <h2 className="font-display text-display-lg font-bold">{banner.title}</h2>}
            {banner.text && <p className="mt-6 text-lead text-white/90">{banner.text}</p>}
            {children}
          </div>
        </Container>
      )}
    </section>
  );
}

/** One labelled fact of a project's details list (client, country, category); render inside a `<dl>`. */
export function ProjectFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-[0.14em] text-muted uppercase">{label}</dt>
      <dd className="mt-1 font-semibold">{children}</dd>
    </div>
  );
}
