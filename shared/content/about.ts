import type { Tag, TagColor, TeamMember, Value } from './types';

export const aboutHeadline = 'We are a full house agency';

export const aboutParagraphs: readonly [string, string, string] = [
  'Northstar Digital is a full-service agency that brings software engineering, brand design, marketing and media production under one roof. Founded by a small team of engineers and creatives, we now work with start-ups, global businesses, NGOs and government entities from our offices in Egypt, the UAE, Saudi Arabia and the United States.',
  'We believe the best results come when strategy, creativity and technology are planned together rather than handed from one supplier to the next. That is why a single Northstar team owns your project from the first workshop to the last report: the people who design your product also understand the campaign that will launch it.',
  'We measure ourselves by our clients’ outcomes — revenue, leads, users and loyalty — not by the number of deliverables. Every engagement starts with clear goals, runs on transparent reporting and ends with work we are proud to put our name to.',
];

const row = (color: readonly TagColor[], texts: readonly string[]): Tag[] =>
  texts.map((text, index) => ({ text, color: color[index % color.length] }));

/** Three rows of eight scrolling tag pills. */
export const aboutTagRows: readonly (readonly Tag[])[] = [
  row(
    ['violet', 'sky', 'emerald', 'amber'],
    ['Brand Strategy', 'UI/UX Design', 'Web Development', 'Mobile Apps', 'AI Solutions', 'Cloud Architecture', 'E-commerce', 'Automation'],
  ),
  row(
    ['rose', 'amber', 'violet', 'sky'],
    ['Performance Marketing', 'SEO', 'Content Strategy', 'Social Media', 'E-mail Marketing', 'Analytics', 'CRO', 'Influencer Campaigns'],
  ),
  row(
    ['emerald', 'slate', 'rose', 'violet'],
    ['Video Production', 'Photography', 'Motion Graphics', 'Creative Direction', 'Media Buying', 'Copywriting', 'Packaging', 'Event Content'],
  ),
];

export const teamHeadline = 'World-Class Talents Driving Innovation';

export const team: readonly TeamMember[] = [
  { name: 'Mariam Adel', role: 'Founder & Chief Executive Officer', image: '/media/team/t01.webp' },
  { name: 'Ethan Brooks', role: 'Chief Technology Officer', image: '/media/team/t02.webp' },
  { name: 'Yasmin Hassan', role: 'Executive Creative Director', image: '/media/team/t03.webp' },
  { name: 'Faisal Al-Harbi', role: 'Head of Growth Marketing', image: '/media/team/t04.webp' },
];

export const partnersHeadline = 'Trusted by Leading Brands Around the World';

export const foundation = {
  vision: {
    title: 'Vision',
    text: 'To be the one partner ambitious brands trust to shape what they build, how they look and how they grow.',
  },
  mission: {
    title: 'Mission',
    short: 'We combine technology, design and marketing to deliver measurable growth for the brands we work with.',
    long: 'We combine technology, design and marketing to deliver measurable growth for the brands we work with. We do it by listening before we propose, by putting strategists, designers, engineers and producers on the same team, and by reporting honestly on what works and what does not. Whether we are launching a start-up, modernising an established business or running a public campaign, our mission is the same: turn a clear goal into work that people use, remember and act on.',
  },
  philosophy: {
    title: 'Philosophy',
    text: 'Bold ideas deserve rigorous execution. We pair creative ambition with engineering discipline and data, so nothing beautiful ships without a reason and nothing effective ships without care.',
  },
} as const;

export const values: readonly Value[] = [
  {
    title: 'Creativity',
    description: 'We look for the idea nobody else in your category has tried, then make sure it is right for your audience.',
  },
  {
    title: 'Innovation',
    description: 'We adopt new tools such as AI early and responsibly, when they make the work faster, smarter or more personal.',
  },
  {
    title: 'Quality',
    description: 'Tested code, accessible design and well-crafted content: we sweat the details that users feel but rarely see.',
  },
  {
    title: 'Client Satisfaction',
    description: 'Your goals are our scoreboard. We communicate openly, keep our promises and stay until the results arrive.',
  },
];

export const aboutClosing = {
  title: 'Ready to transform your vision?',
  primary: { label: 'Start Your Project', to: '/calendar' },
  secondary: { label: 'See Our Work', to: '/work' },
} as const;
