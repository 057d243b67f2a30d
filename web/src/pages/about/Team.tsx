import { useRef } from 'react';
import { team, teamHeadline } from '../../../../shared/content/about';
import { Container, Image, Section } from '../../ui';
import { SectionHeader } from '../../sections/SectionHeader';
import { aboutCopy } from './content';
import { parallaxSpeed, useParallaxOffset } from './useParallax';

/** Scale from the section's scroll offset to an image's shift, and the largest shift either way, in px. */
const SHIFT_SCALE = 0.12;
const MAX_SHIFT = 80;

const shift = (offset: number, index: number) => Math.max(-MAX_SHIFT, Math.min(MAX_SHIFT, -offset * parallaxSpeed(index) * SHIFT_SCALE));

/** 'World-Class Talents Driving Innovation': four portraits, drifting at different speeds on wide screens. */
export function Team() {
  const ref = useRef<HTMLUListElement>(null);
  const offset = useParallaxOffset(ref);
  return (
    <Section aria-labelledby="team-title">
      <Container>
        <SectionHeader id="team-title" eyebrow={aboutCopy.team.eyebrow} title={teamHeadline} lead={aboutCopy.team.lead} />
        <ul ref={ref} className="mt-14 grid grid-cols-2 gap-4 md:gap-6 lg:grid-cols-4 lg:py-24">
          {team.map((member, index) => (
            <li
              key={member.name}
              className="will-change-transform lg:odd:mt-16"
              style={offset === null ? undefined : { transform: `translate3d(0, ${shift(offset, index).toFixed(1)}px, 0)` }}
            >
              <Image src={member.image} alt={`${member.name}, ${member.role}`} width={600} height={750} frameClassName="aspect-[4/5] rounded-card" />
              <p className="mt-4 font-display text-lg font-semibold">{member.name}</p>
              <p className="text-sm text-muted">{member.role}</p>
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
