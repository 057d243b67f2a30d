/** /solutions labels that are not shared content. */
export const solutionsCopy = {
  eyebrow: 'Solutions',
  title: 'Four disciplines. One team. One plan.',
  intro:
    'Software and AI, branding and design, marketing, and advertising and media production — planned together and delivered by one accountable team from Cairo, Dubai, Riyadh and New York.',
  cta: {
    title: 'Not sure where to start?',
    text: 'Book a free 30-minute call. We will map your goals to the right mix of services — even if that is just one.',
    primary: { label: 'Book a free call', to: '/calendar' },
    secondary: { label: 'See Our Work', to: '/work' },
  },
} as const;
