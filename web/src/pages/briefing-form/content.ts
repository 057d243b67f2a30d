import { claims } from '../../../../shared/content/stats';

/** Copy of the project briefing form (/briefing-form/{name}). */
export const briefingCopy = {
  eyebrow: 'Project briefing',
  title: (client: string) => `Let’s shape the brief${client ? ` for ${client}` : ''}`,
  intro:
    `Tell us what you want to achieve and what success looks like. A senior strategist reads every brief and replies ${claims.replyWindow} with questions, a first recommendation and the team we would put on it.`,
  steps: [
    { title: 'You send the brief', text: 'Goals, audience, timing and budget — as much or as little as you know today.' },
    { title: `We review ${claims.replyWindow}`, text: 'A strategist comes back with questions and a first point of view.' },
    { title: 'A 30-minute working call', text: 'We agree scope and next steps together, with no obligation.' },
  ],
  services: ['AI & Software Development', 'Branding & Design', 'Digital Marketing', 'Advertising & Media Production', 'Real Estate Marketing'],
  budgets: ['Under $10,000', '$10,000 – $25,000', '$25,000 – $50,000', '$50,000 – $100,000', 'Over $100,000', 'Not decided yet'],
  timelines: ['As soon as possible', 'Within 1 month', '1 – 3 months', '3 – 6 months', 'Flexible'],
  success: { title: 'Brief received', message: `Thank you — a strategist will reply ${claims.replyWindow}.` },
  submit: 'Send brief',
  sending: 'Sending...',
} as const;
