import { caseStudyCards } from './case-studies';
import type { CaseStudy, CaseStudyStory } from './types';

const stories: Readonly<Record<string, CaseStudyStory>> = {
  'lumen-skin-paid-social': {
    summary:
      'A skincare start-up needed its first national campaign to pay for itself. We rebuilt its creative and funnel around real routines, not product shots.',
    challenge:
      'Lumen Skin launched in a crowded category with a small budget and ad accounts that had never spent profitably. Creative fatigue set in within days and the checkout lost half its visitors.',
    solution:
      'We produced forty short routine videos with real customers, structured campaigns by skin concern, rebuilt the landing pages around bundles and introduced a post-purchase e-mail flow that taught customers how to use what they had bought.',
    results: ['8.4x return on ad spend over the launch quarter', '41% of buyers ordered again within 60 days', 'Checkout completion up from 48% to 71%'],
  },
  'atelier-noor-acquisition': {
    summary:
      'A growing fashion label was paying more for every new customer each season. We rebalanced channels and creative to bring the cost back down.',
    challenge:
      'Rising auction prices had pushed Atelier Noor’s cost per acquisition beyond its margin on first orders, and the brand relied on discounts to hit its targets.',
    solution:
      'We introduced server-side conversion tracking, consolidated campaigns so the algorithms had enough signal, built lookbook-style creative for each collection drop and grew an owned e-mail audience with an early-access programme.',
    results: ['Cost per acquisition down 23% in two seasons', 'E-mail revenue up 2.6x', 'Discount-driven orders halved'],
  },
  'swiftride-driver-recruitment': {
    summary:
      'SwiftRide was entering three new cities and needed thousands of qualified drivers before launch day.',
    challenge:
      'Driver sign-ups came mostly through referrals, the application form took twenty minutes and most applicants dropped out before uploading their documents.',
    solution:
      'We shortened the application to three steps with a WhatsApp follow-up, ran city-specific campaigns in Arabic and English featuring real drivers, and built a dashboard that showed the operations team where applicants stalled.',
    results: ['14x more qualified driver leads per month', 'Cost per lead down 62%', 'All three cities launched with full fleets'],
  },
  'saffron-street-brand-awareness': {
    summary:
      'A family-owned restaurant chain wanted to reach a younger audience without losing the loyal regulars who built it.',
    challenge:
      'Saffron Street had a strong local reputation but almost no presence on the platforms where younger diners discover where to eat.',
    solution:
      'We launched a kitchen-to-table video series starring the chain’s chefs, partnered with food creators in each city and paired every post with a limited menu item that could only be ordered by name.',
    results: ['More than 10 million people reached in 90 days', 'Same-store sales up 18% year on year', '120,000 new followers across TikTok and Instagram'],
  },
  'gearbox-audio-launch': {
    summary:
      'Gearbox Audio asked us to launch its first over-ear headphones directly to consumers, without relying on retail partners.',
    challenge:
      'The product was excellent but unknown, priced above mainstream competitors and sold only through the brand’s own online store.',
    solution:
      'We filmed a product film and a series of sound tests in real environments, seeded units with audio reviewers, and ran a pre-order campaign that moved viewers from the film to comparison content to checkout.',
    results: ['20x return on ad spend in the first 3 months', '9,400 pre-orders before shipping', 'Sold out the first production run in five weeks'],
  },
  'ledgerly-seo-growth': {
    summary:
      'Ledgerly’s bookkeeping software depended entirely on paid search. We built an organic channel that now brings in a third of new trials.',
    challenge:
      'The site had thin product pages, no content strategy and technical issues that kept most pages out of the index.',
    solution:
      'We fixed the site’s rendering and internal linking, built a library of practical accounting guides and free templates, and created comparison pages that answer the questions buyers ask before they switch tools.',
    results: ['Organic traffic up 1200% in 14 months', '35% of new trials now start from search', 'Paid search budget reduced by a quarter'],
  },
  'horizon-residences-leads': {
    summary:
      'A developer needed buyers for an off-plan tower before construction reached the halfway mark.',
    challenge:
      'Leads came from brokers only, arrived without context and the sales team could not tell serious buyers from browsers.',
    solution:
      'We produced a 3D walkthrough and a neighbourhood film, launched lead campaigns targeting expatriate and investor audiences, and connected every lead to the CRM with a qualification score and an instant WhatsApp reply.',
    results: ['76x more qualified leads than the previous launch', '48% of units reserved during launch month', 'Average response time to a lead under five minutes'],
  },
  'cartwise-conversion': {
    summary:
      'Cartwise had plenty of installs but few orders. A research-led redesign turned browsers into buyers.',
    challenge:
      'Usability testing showed that shoppers could not find delivery fees until checkout, search returned irrelevant results and the app crashed on older phones.',
    solution:
      'We interviewed customers, rebuilt the search and product pages, showed delivery costs up front, introduced one-tap reorder and rewrote the slowest screens for older devices.',
    results: ['Conversion rate up 300%', 'App store rating from 3.1 to 4.8', 'Crash-free sessions above 99.8%'],
  },
};

/** The eight case studies in full, for /case-studies/{slug} and the chat assistant's knowledge. */
export const caseStudies: readonly CaseStudy[] = caseStudyCards.map((card) => ({ ...card, ...stories[card.slug] }));
