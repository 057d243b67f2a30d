/** Where the newsletter e-mail links land (the API redirects here) and what each page says. */
export const newsletterOutcomes = {
  '/newsletter/confirmed': {
    title: 'You’re subscribed',
    intro:
      'Thanks for confirming your e-mail address. Our latest insights on marketing, AI, design and advertising will now arrive in your inbox — and every issue has a one-click unsubscribe link.',
    cta: { label: 'Read our insights', to: '/insights' },
  },
  '/newsletter/unsubscribed': {
    title: 'You’ve been unsubscribed',
    intro:
      'You will not receive any more newsletters from us. Changed your mind? You can subscribe again at any time from the footer of any page.',
    cta: { label: 'Back to the home page', to: '/' },
  },
  '/newsletter/invalid': {
    title: 'This link is not valid',
    intro:
      'The link may be incomplete, or it belongs to an address that has since unsubscribed. Please subscribe again from the footer of any page, or contact us if the problem persists.',
    cta: { label: 'Contact us', to: '/contact' },
  },
} as const;

export type NewsletterOutcomePath = keyof typeof newsletterOutcomes;
export const newsletterOutcomePaths = Object.keys(newsletterOutcomes) as NewsletterOutcomePath[];
