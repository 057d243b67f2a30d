import { brand } from '../site/brand';
import type { Statistic } from './types';

/** The agency's claims, reused by home, Work and Contact. */
export const claims = {
  projects: '150+',
  users: '10M+',
  satisfaction: '100%',
  replyHours: 24,
  /** Every reply promise names the same window: this many hours, counted on business days. */
  replyWindow: 'within 24 hours on business days',
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

/** Contact page stat tiles: one reply promise, the one the side card and the form's thanks repeat. */
export const contactStats: readonly Statistic[] = [
  { value: `${claims.replyHours} hours`, label: 'Initial response', sublabel: 'On business days, from a person' },
  { value: String(brand.countries.length), label: 'Countries', sublabel: `Teams in ${brand.countries.join(', ')}` },
  { value: claims.satisfaction, label: 'Client satisfaction', sublabel: 'Project success rate' },
];

/** Contact page side cards. */
export const contactCards = [
  { title: 'Quick response', text: `We reply to every message ${claims.replyWindow}.` },
  {
    title: `Free ${claims.strategyCallMinutes}-minute strategy call`,
    text: 'Talk through your goals with a senior strategist, with no obligation and no sales script.',
  },
] as const;
