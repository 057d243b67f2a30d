import { MAX_RESCHEDULES } from '../../booking/manage';
import { claims } from '../../content/stats';
import { brand } from '../../site/brand';
import type { KnowledgeDocument } from './types';

/**
 * Facts the agency states outright (booking, contact, offices, claims) that every answer may rely on,
 * whatever the content modules say. Each lives on the page a visitor would go to for it.
 */
export const coreFacts: readonly KnowledgeDocument[] = [
  {
    id: 'facts:booking',
    title: 'Book a free discovery call',
    path: '/calendar',
    keywords: ['book call meeting schedule appointment consultation calendar discovery session reschedule cancel change'],
    paragraphs: [
      `You can book a free 30-minute discovery call with our team on the booking calendar: pick a date, then a time (shown in your own time zone), then add your details and any guests. Calls run during our working hours, Monday to Friday, 09:00–17:00 Cairo time.`,
      `After booking, you and every guest you invite receive a confirmation e-mail with the meeting details and a calendar invitation.`,
      `Need to change it? Your confirmation e-mail has a "Manage booking" link where you can reschedule or cancel the call; a booking can be moved up to ${MAX_RESCHEDULES} times.`,
    ],
  },
  {
    id: 'facts:pricing',
    title: 'Pricing and discovery calls',
    path: '/calendar',
    keywords: ['price pricing cost quote budget estimate fee rates how much website app campaign project'],
    paragraphs: [
      `We don't publish fixed prices: every engagement is scoped to your goals, timeline and budget. The quickest way to get a tailored estimate is a free 30-minute discovery call, where we look at what you need and follow up with a proposal.`,
    ],
  },
  {
    id: 'facts:contact',
    title: 'Contact us',
    path: '/contact',
    keywords: ['contact email address phone reach message write support response'],
    paragraphs: [
      `You can send us a message through the contact form: a person from our team gives an initial response ${claims.replyWindow}. You can also e-mail us at ${brand.supportEmail}.`,
      `Prefer to talk? The contact page also links to a free 30-minute strategy call you can schedule directly.`,
    ],
  },
  {
    id: 'facts:offices',
    title: `Where ${brand.shortName} works`,
    path: '/about',
    keywords: ['offices located location based countries where headquarters region'],
    paragraphs: [
      `${brand.name} has teams in ${brand.countries.slice(0, -1).join(', ')} and the ${brand.countries.at(-1)} — our offices are in Cairo, Dubai, Riyadh and New York — and we work with clients worldwide: global businesses, NGOs, government entities and small and medium businesses.`,
    ],
  },
  {
    id: 'facts:track-record',
    title: 'Our work',
    path: '/work',
    keywords: ['portfolio projects results track record industries sectors hotels'],
    paragraphs: [
      `We have delivered 150+ projects across industries — health & beauty, fashion & lifestyle, transportation, F&B, SaaS, retail, e-commerce, consumer electronics, hospitality, real estate, NGOs & governments and businesses — with 10M+ users impacted and 100% client satisfaction.`,
    ],
  },
];
