import type { Project } from '../../../../shared/content/types';
import { CtaBand } from '../../sections/CtaBand';
import { Container, Eyebrow, Heading, Section } from '../../ui';
import { LazySafeHtml, PrerenderedHtml } from '../../app/prerendered-html';
import { MediaDisplay } from './MediaDisplay';
import { projectHtmlValueKey } from './project-queries';
import { NextProject } from './NextProject';
import { AchievementsBlock, BannerBlock, ProjectFact, StoryBlock } from './ProjectBlocks';
import {
  achievements,
  behindTheScenes,
  clientTestimonial,
  countryText,
  duplicateHeroText,
  heroBanner2,
  media,
  overlay,
  servicesText,
  threeColumns,
} from './project-sections';
import { ShareButtons } from './ShareButtons';

const BANNER_TEXT_CLASSES = 'font-display text-display-md leading-tight font-semibold [&_p+p]:mt-4';

/** The sculpted layout, top to bottom; the shell supplies the header and the footer. */
export function SculptedLayout({ project: p }: { project: Project }) {
  const banner2 = heroBanner2(p);
  const duplicate = duplicateHeroText(p);
  const columns = threeColumns(p);
  const tiles = p.achievements_section_enabled === true ? achievements(p) : [];
  return (
    <>
      <FirstHero project={p} />
      {p.hero_section_text_enabled === true && <HeroWithText project={p} />}
      {banner2 && (
        <BannerBlock banner={{ media: banner2.media, overlay: banner2.overlay }} label="Highlights">
          <PrerenderedHtml valueKey={projectHtmlValueKey(p.id)} source={banner2.html} className={BANNER_TEXT_CLASSES}>
            <LazySafeHtml html={banner2.html} className={BANNER_TEXT_CLASSES} />
          </PrerenderedHtml>
        </BannerBlock>
      )}
      <StoryAndTestimonial project={p} />
      {duplicate && <BannerBlock banner={duplicate} label={duplicate.title ?? 'Story'} />}
      {columns && (
        <Section aria-labelledby="columns-title">
          <Container>
            {columns.title && (
              <Heading id="columns-title" size="lg" className="max-w-3xl">
                {columns.title}
              </Heading>
            )}
            {columns.description && <p className="mt-6 max-w-2xl text-lead text-muted">{columns.description}</p>}
            <ul className="mt-12 grid gap-5 md:grid-cols-3">
              {columns.columns.map((column, index) =>
                column.media ? (
                  <li key={index}>
                    <MediaDisplay media={column.media} label="" overlay={column.overlay} className="aspect-[3/4] rounded-card" />
                  </li>
                ) : null,
              )}
            </ul>
          </Container>
        </Section>
      )}
      {tiles.length > 0 && <AchievementsBlock tiles={tiles} tone="surface" />}
      <Section aria-label="Tagline" className="overflow-hidden">
        <Container>
          <p className="text-center font-display text-display-xl font-bold tracking-tight">
            Where Creativity <span className="text-accent">Meets</span> Excellence
          </p>
        </Container>
      </Section>
      <CtaBand title="Ready to transform your business?" primary={{ label: 'Start Your Project', to: '/calendar' }} secondary={{ label: 'See More Projects', to: '/work' }} />
      <NextProject current={p} />
    </>
  );
}

function FirstHero({ project: p }: { project: Project }) {
  const heroMedia = (p.hero_section_1_enabled !== false && media(p.hero_section_1_media_type, p.hero_section_1_media_url)) || media('image', p.image_url);
  return (
    <section aria-labelledby="project-title" className="relative flex min-h-[calc(100svh-5rem)] items-end overflow-hidden bg-inverse text-white">
      {heroMedia && (
        <MediaDisplay media={heroMedia} label="" overlay={overlay(p.hero_section_1_overlay_enabled ?? true, p.hero_section_1_overlay_opacity)} priority className="absolute! inset-0" />
      )}
      <Container className="pointer-events-none relative z-10 pt-32 pb-16 md:pb-24">
        <div className="pointer-events-auto max-w-5xl [text-shadow:0_2px_24px_rgb(0_0_0/0.45)]">
          <p className="mb-6 text-xs font-semibold tracking-[0.18em] text-white/85 uppercase">{servicesText(p)}</p>
          <h1 id="project-title" className="animate-rise font-display text-display-2xl font-bold text-white">
            {p.title}
          </h1>
          {p.hero_section_1_text && <p className="mt-6 max-w-2xl text-lead text-white/90">{p.hero_section_1_text}</p>}
        </div>
      </Container>
    </section>
  );
}

function HeroWithText({ project: p }: { project: Project }) {
  const side = media(p.hero_section_text_banner_type, p.hero_section_text_banner_url);
  const banner1 = media(p.hero_banner_1_media_type, p.hero_banner_1_media_url);
  return (
    <>
      <Section aria-labelledby="brief-title">
        <Container className={side ? 'grid items-center gap-12 lg:grid-cols-[1.1fr_1fr] lg:gap-20' : undefined}>
          <div>
            <Eyebrow>The brief</Eyebrow>
            <Heading id="brief-title" size="md">
              {p.description}
            </Heading>
            <dl className="mt-10 grid grid-cols-2 gap-6 border-t border-line pt-8">
              <ProjectFact label="Client">{p.client || p.title}</ProjectFact>
              <ProjectFact label="Country">{countryText(p)}</ProjectFact>
            </dl>
            <div className="mt-8">
              <ShareButtons title={p.title} />
            </div>
          </div>
          {side && <MediaDisplay media={side} label="" overlay={overlay(p.hero_section_text_overlay_enabled, p.hero_section_text_overlay_opacity)} className="aspect-[4/5] rounded-card" />}
        </Container>
      </Section>
      {(banner1 || p.hero_banner_1_text) && (
        <BannerBlock
          label="Overview"
          banner={{ media: banner1, overlay: overlay(p.hero_banner_1_overlay_enabled, p.hero_banner_1_overlay_opacity), title: p.hero_banner_1_text }}
        />
      )}
    </>
  );
}

function StoryAndTestimonial({ project: p }: { project: Project }) {
  const behind = behindTheScenes(p);
  const testimonial = clientTestimonial(p);
  if (!behind && !testimonial) return null;
  return (
    <Section tone="surface" aria-label="Behind the scenes and client testimonial">
      <Container className="flex flex-col gap-24">
        {behind && <StoryBlock section={behind} id="behind-title" eyebrow="Process" />}
        {testimonial && <StoryBlock section={testimonial} id="testimonial-title" eyebrow="In their words" mediaFirst quote />}
      </Container>
    </Section>
  );
}
