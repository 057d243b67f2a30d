import type { Statistic } from './types';

/** The agency's claims, reused by home, Work and Contact. */
export const claims = {
  projects: '150+',
  users: '10M+',
  satisfaction: '100%',
  replyHours: 24,
  strategyCallMinutes: 30,
} as const;

/** Work page statistics strip. */
export const workStats: readonly Statistic[] = [
  { value: claims.projects, label: 'Projects Completed', sublabel: 'Across all industries' },
  { value: claims.users, label: 'Users Impacted', sublabel: 'Through our solutions' },
  { value: claims.satisfaction, label: 'Client Satisfaction', sublabel: 'Project success rate' },
];

/** Home written-testimonials stats. */
export const homeStats: readonly Statistic[] = [
  { value: claims.projects, label: 'Projects Delivered', sublabel: '' },
  { value: claims.satisfaction, label: 'Client Satisfaction', sublabel: '' },
];

/** Contact page stat tiles. */
export const contactStats: readonly Statistic[] = [
  { value: `${claims.replyHours} hours`, label: 'Initial response', sublabel: 'Every message answered by a person' },
  { value: '24/7', label: 'Support', sublabel: 'For live projects and campaigns' },
  { value: claims.satisfaction, label: 'Client satisfaction', sublabel: 'Project success rate' },
];

/** Contact page side cards. */
export const contactCards = [
  { title: 'Quick response', text: `We reply to every message within ${claims.replyHours} hours on business days.` },
  {
    title: `Free ${claims.strategyCallMinutes}-minute strategy call`,
    text: 'Talk through your goals with a senior strategist, with no obligation and no sales script.',
  },
] as const;
