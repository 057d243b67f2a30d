/** Where a newsletter link's action leads (after the button on its page) and what each page says. */
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

/** The pages the e-mail links open: each asks for a button press, since mail scanners open links on their own. */
export const newsletterActions = {
  '/newsletter/confirm': {
    action: 'confirm',
    title: 'Confirm your subscription',
    intro: 'Press the button to start receiving our insights on marketing, AI, design and advertising. Every issue has a one-click unsubscribe link.',
    button: 'Confirm subscription',
    busy: 'Confirming...',
    done: '/newsletter/confirmed',
  },
  '/newsletter/unsubscribe': {
    action: 'unsubscribe',
    title: 'Unsubscribe from our newsletter',
    intro: 'Press the button and you will not receive any more newsletters from us. You can subscribe again at any time from the footer of any page.',
    button: 'Unsubscribe',
    busy: 'Unsubscribing...',
    done: '/newsletter/unsubscribed',
  },
} as const satisfies Record<string, { action: 'confirm' | 'unsubscribe'; done: NewsletterOutcomePath } & Record<'title' | 'intro' | 'button' | 'busy', string>>;

export type NewsletterActionPath = keyof typeof newsletterActions;
