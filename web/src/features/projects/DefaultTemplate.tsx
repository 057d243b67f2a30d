import type { Project } from '../../../../shared/content/types';
import { CtaBand } from '../../sections/CtaBand';
import { ArrowUpRightIcon, ButtonLink, Container, Eyebrow, Heading, Marquee, Section } from '../../ui';
import { MediaDisplay } from './MediaDisplay';
import { NextProject } from './NextProject';
import { AchievementsBlock, ProjectFact, StoryBlock } from './ProjectBlocks';
import { achievements, behindTheScenes, clientTestimonial, countryText, media, servicesText } from './project-sections';
import { ShareButtons } from './ShareButtons';
import { cardChips, industriesOf } from './work-cards';

/** The default project template; optional sections hide when empty. */
export function DefaultTemplate({ project: p }: { project: Project }) {
  const behind = behindTheScenes(p);
  const testimonial = clientTestimonial(p);
  const tiles = p.achievements_section_enabled === false ? [] : achievements(p);
  return (
    <>
      <ProjectHero project={p} />
      <Container>
        <MediaDisplay media={{ kind: 'image', url: p.image_url }} label={`${p.title}, project cover`} priority className="aspect-[16/9] rounded-card shadow-card" />
      </Container>
      <AboutScope project={p} />
      <TextSections project={p} />
      <UserCentered project={p} />
      {behind && (
        <Section aria-labelledby="behind-title">
          <Container>
            <StoryBlock section={behind} id="behind-title" eyebrow="Process" />
          </Container>
        </Section>
      )}
      {testimonial && (
        <Section tone="surface" aria-labelledby="testimonial-title">
          <Container>
            <StoryBlock section={testimonial} id="testimonial-title" eyebrow="In their words" mediaFirst quote />
          </Container>
        </Section>
      )}
      {tiles.length > 0 && <AchievementsBlock tiles={tiles} />}
      <Keywords project={p} />
      <CtaBand title="Ready to transform your business?" primary={{ label: 'Start Your Project', to: '/calendar' }} secondary={{ label: 'See More Projects', to: '/work' }} />
      <NextProject current={p} />
    </>
  );
}

function ProjectHero({ project: p }: { project: Project }) {
  return (
    <Section className="pb-12 md:pb-16">
      <Container>
        <Eyebrow>{servicesText(p)}</Eyebrow>
        <Heading level={1} size="2xl" className="max-w-5xl animate-rise">
          {p.title}
        </Heading>
        {p.description && <p className="mt-8 max-w-3xl text-lead text-muted">{p.description}</p>}
        <div className="mt-10 flex flex-col gap-8 border-t border-line pt-8 md:flex-row md:items-center md:justify-between">
          <dl className="flex flex-wrap gap-x-12 gap-y-4">
            <ProjectFact label="Client">{p.client || p.title}</ProjectFact>
            <ProjectFact label="Country">{countryText(p)}</ProjectFact>
            {p.category && <ProjectFact label="Category">{p.category}</ProjectFact>}
          </dl>
          <div className="flex flex-wrap items-center gap-4">
            <ShareButtons title={p.title} />
            {p.visit_site_url && (
              <ButtonLink to={p.visit_site_url} target="_blank" rel="noopener noreferrer" iconAfter={<ArrowUpRightIcon className="size-4" />}>
                Visit Site
                <span className="sr-only"> (opens in a new tab)</span>
              </ButtonLink>
            )}
          </div>
        </div>
      </Container>
    </Section>
  );
}

function AboutScope({ project: p }: { project: Project }) {
  const right = media(p.about_scope_right_image_type, p.about_scope_right_image_url);
  const banner = media(p.about_scope_banner_type, p.about_scope_banner_url);
  if (p.about_scope_enabled === false || (!p.about_scope_text && !p.scope_of_work_text && !right && !banner)) return null;
  return (
    <Section aria-labelledby="about-title">
      <Container>
        <div className={right ? 'grid items-center gap-12 lg:grid-cols-2' : undefined}>
          <div className={right ? "grid gap-10" : "grid gap-10 md:grid-cols-2 md:gap-16"}>
            {p.about_scope_text && (
              <div>
                <Eyebrow>About</Eyebrow>
                <Heading id="about-title" size="md">
                  About the project
                </Heading>
                <p className="mt-5 text-lead text-muted">{p.about_scope_text}</p>
              </div>
            )}
            {p.scope_of_work_text && (
              <div>
                <Eyebrow>Scope</Eyebrow>
                <Heading id={p.about_scope_text ? undefined : 'about-title'} level={3} size="md">
                  Scope of work
                </Heading>
                <p className="mt-5 text-lead text-muted">{p.scope_of_work_text}</p>
              </div>
            )}
          </div>
          {right && <MediaDisplay media={right} label="" className="aspect-[4/3] rounded-card" />}
        </div>
        {banner && <MediaDisplay media={banner} label="" className="mt-12 aspect-[21/9] rounded-card" />}
      </Container>
    </Section>
  );
}

function TextSections({ project: p }: { project: Project }) {
  const blocks = [
    { title: p.section_1_title, text: p.section_1_description },
    { title: p.section_2_title, text: p.section_2_description },
  ].filter((block) => block.title || block.text);
  const banner = media(p.section_1_2_banner_type, p.section_1_2_banner_url);
  if (!blocks.length && !banner) return null;
  return (
    <Section tone="surface" aria-label="The work">
      <Container>
        {blocks.length > 0 && (
          <div className="grid gap-12 md:grid-cols-2">
            {blocks.map((block, index) => (
              <div key={index} className="border-t border-line pt-8">
                <span className="font-display text-sm font-semibold text-accent">0{index + 1}</span>
                {block.title && (
                  <Heading size="md" className="mt-3">
                    {block.title}
                  </Heading>
                )}
                {block.text && <p className="mt-5 text-lead text-muted">{block.text}</p>}
              </div>
            ))}
          </div>
        )}
        {banner && <MediaDisplay media={banner} label="" className="mt-12 aspect-[21/9] rounded-card" />}
      </Container>
    </Section>
  );
}

function UserCentered({ project: p }: { project: Project }) {
  const banner = media(p.user_centered_banner_type, p.user_centered_banner_url);
  if (!p.user_centered_design_text && !banner) return null;
  return (
    <Section aria-labelledby="ucd-title">
      <Container className="grid items-center gap-12 lg:grid-cols-[1fr_1.2fr]">
        <div>
          <Eyebrow>Design</Eyebrow>
          <Heading id="ucd-title" size="lg">
            User-centered design
          </Heading>
          {p.user_centered_design_text && <p className="mt-6 text-lead text-muted">{p.user_centered_design_text}</p>}
        </div>
        {banner && <MediaDisplay media={banner} label="" className="aspect-[4/3] rounded-card" />}
      </Container>
    </Section>
  );
}

/** Scrolling keyword marquees: services one way, industries and scope the other. */
function Keywords({ project: p }: { project: Project }) {
  const rows = [cardChips(p), [...industriesOf(p), p.scope || 'Development', p.category].filter(Boolean)];
  return (
    <section aria-label="Keywords" className="overflow-hidden border-y border-line py-10">
      {rows.map((row, index) => (
        <Marquee key={index} reverse={index === 1} duration={12} copies={6} label={index === 0 ? 'Services' : 'Industries'} className="py-2 [--marquee-gap:2.5rem]">
          {row.map((word) => (
            <span key={word} className="flex items-center gap-10 font-display text-display-md font-semibold whitespace-nowrap text-ink/80">
              {word}
              <span aria-hidden="true" className="size-2 rounded-full bg-accent" />
            </span>
          ))}
        </Marquee>
      ))}
    </section>
  );
}
