import type { ProcessStep, Value } from './types';

/** The six-step process carousel on /approach. */
export const processSteps: readonly ProcessStep[] = [
  {
    number: '01',
    title: 'Discover',
    description: 'Workshops, interviews and a data audit to understand your business, your customers and what success means to you.',
  },
  {
    number: '02',
    title: 'Define',
    description: 'A written strategy with goals, audiences, priorities and the metrics we will report on, agreed before any work begins.',
  },
  {
    number: '03',
    title: 'Design',
    description: 'Identity, experience and campaign concepts, tested with real users and refined until they are clear and distinctive.',
  },
  {
    number: '04',
    title: 'Build',
    description: 'Engineers and producers bring the work to life in short iterations, with a working demo at the end of every sprint.',
  },
  {
    number: '05',
    title: 'Launch',
    description: 'A rehearsed release across product, site and channels, with tracking verified before the first visitor arrives.',
  },
  {
    number: '06',
    title: 'Grow',
    description: 'Weekly optimisation and monthly reviews that turn results into the next round of improvements.',
  },
];

export const reasonsItWorks: readonly Value[] = [
  {
    title: 'One team, one plan',
    description: 'Strategy, design, engineering and media sit together, so nothing gets lost between agencies.',
  },
  {
    title: 'Evidence over opinion',
    description: 'Research, testing and analytics guide decisions; taste and experience make them better.',
  },
  {
    title: 'Short feedback loops',
    description: 'You see progress every week and can change direction before it becomes expensive.',
  },
  {
    title: 'Senior people on your work',
    description: 'The experts you meet in the pitch are the ones who lead your project.',
  },
];

export const corePrinciples: readonly Value[] = [
  { title: 'Clarity', description: 'Clear goals, clear scope and clear reporting from the first meeting to the last.' },
  { title: 'Craft', description: 'Every pixel, line of code and frame of video is made with care and reviewed by a peer.' },
  { title: 'Accountability', description: 'We own our commitments and tell you early when something needs to change.' },
  { title: 'Partnership', description: 'We act as an extension of your team and share your ambition for the long term.' },
];

export const approachCta = { label: 'Schedule a Consultation', to: '/calendar' } as const;
