/**
 * Questions visitors ask the assistant, each with what an on-topic answer must contain: a link to one of the pages
 * that answer it, and the facts it must state. The retrieval responder's share of on-topic answers over this set is
 * the figure recorded in docs/chat.md; add a question here whenever a visitor's question is answered badly.
 */
export type VisitorTopic =
  | 'services'
  | 'industries'
  | 'locations'
  | 'prices'
  | 'timelines'
  | 'process'
  | 'booking'
  | 'contact'
  | 'careers'
  | 'mixed';

export interface VisitorQuestion {
  topic: VisitorTopic;
  question: string;
  /** An on-topic answer links at least one of these pages… */
  links: readonly string[];
  /** …and says each of these. */
  says: readonly RegExp[];
}

const ask = (topic: VisitorTopic, question: string, links: string[], ...says: RegExp[]): VisitorQuestion => ({
  topic,
  question,
  links,
  says,
});

export const dubaiRetailerQuestions = {
  servicesForRetailer: ask(
    'mixed',
    'What services do you offer? We are a mid-size retailer in Dubai.',
    ['/solutions'],
    /Software Development/,
    /Branding & Design/,
    /Digital Marketing/,
    /Advertising & Media Production/,
    /Dubai/,
    /retail|e-commerce/i,
  ),
  growOnlineSales: ask(
    'mixed',
    'Can you help a retailer in Dubai grow online sales?',
    ['/marketing', '/case-studies/cartwise-conversion', '/software-development'],
    /Dubai/,
    /e-commerce|retail/i,
    /marketing|conversion/i,
  ),
} as const;

export const visitorQuestions: readonly VisitorQuestion[] = [
  ask('services', 'What services do you offer?', ['/solutions'], /Software Development/, /Branding & Design/, /Digital Marketing/, /Advertising & Media Production/),
  ask('services', 'Do you build mobile apps?', ['/software-development'], /apps/i),
  ask('services', 'Can you redesign our logo and brand identity?', ['/design'], /identit/i),
  ask('services', 'Do you do SEO?', ['/marketing'], /SEO/),
  ask('services', 'Can you make a TV commercial for us?', ['/advertising-media'], /commercials|films/i),
  ask('services', 'Can you build an AI chatbot for our customer service?', ['/software-development'], /assistants/i),
  ask('services', 'Do you manage Instagram and TikTok accounts?', ['/marketing', '/advertising-media'], /social media|TikTok/i),
  ask('services', 'Can you build an online store for us?', ['/software-development'], /e-commerce/i),
  ask('industries', 'Which industries do you work with?', ['/work'], /retail/i, /hospitality/i),
  ask('industries', 'Do you have experience with restaurants?', ['/case-studies/saffron-street-brand-awareness'], /restaurant/i),
  ask('industries', 'Have you worked with fashion brands?', ['/case-studies/atelier-noor-acquisition'], /fashion/i),
  ask('industries', 'Do you work with real estate developers?', ['/real-estate-marketing'], /real estate|property/i),
  ask('industries', 'We are a SaaS start-up. Have you helped software companies grow?', ['/case-studies/ledgerly-seo-growth'], /Ledgerly/),
  ask('industries', 'Do you work with NGOs or government entities?', ['/about'], /NGOs/, /government/i),
  ask('industries', 'Have you done e-commerce projects?', ['/case-studies/cartwise-conversion'], /e-commerce/i),
  ask('industries', 'Do you work with hotels?', ['/work'], /hospitality/i),
  ask('locations', 'Where are your offices?', ['/about'], /Cairo, Dubai, Riyadh and New York/),
  ask('locations', 'Do you have an office in Dubai?', ['/about'], /Dubai/),
  ask('locations', 'Do you work with clients in Saudi Arabia?', ['/about'], /Saudi Arabia|Riyadh/),
  ask('locations', 'We are based in London. Can you work with us?', ['/about'], /worldwide/i),
  ask('locations', 'Where do you shoot videos?', ['/advertising-media'], /Egypt, the UAE, Saudi Arabia and the United States/),
  ask('prices', 'How much does a website cost?', ['/calendar'], /fixed prices/i, /discovery call/i),
  ask('prices', 'What are your prices?', ['/calendar'], /fixed prices/i),
  ask('prices', 'Do you offer fixed-price packages?', ['/calendar'], /fixed prices/i),
  ask('prices', 'What budget do we need for marketing?', ['/marketing'], /test budget/i),
  ask('prices', 'Do you lock us into long contracts?', ['/marketing'], /month to month/i),
  ask('prices', 'Is the discovery call free?', ['/calendar'], /free 30-minute discovery call/i),
  ask('timelines', 'How long does it take to build an app?', ['/software-development'], /8 to 12 weeks/),
  ask('timelines', 'How quickly can you deliver social media content?', ['/advertising-media'], /48 hours/),
  ask('timelines', 'How long until we see results from marketing?', ['/marketing'], /six to eight weeks/),
  ask('timelines', 'How long does a branding project take?', ['/design'], /6 to 10 weeks/),
  ask('timelines', 'How fast do you reply to messages?', ['/contact'], /24 hours/),
  ask('process', 'What is your process for a new project?', ['/approach'], /Discover/, /Define/),
  ask('process', 'How do you work with clients?', ['/approach', '/about'], /process|team/i),
  ask('process', 'How many design revisions are included?', ['/design'], /two structured feedback rounds/),
  ask('process', 'Who owns the code when the project is done?', ['/software-development'], /You do/),
  ask('process', 'Can you work alongside our in-house developers?', ['/software-development'], /in-house teams/),
  ask('process', 'How do you report on results?', ['/marketing', '/approach'], /dashboards|reporting/i),
  ask('booking', 'How do I book a meeting with your team?', ['/calendar'], /pick a date/i),
  ask('booking', 'When are you available for calls?', ['/calendar'], /Monday to Friday, 09:00–17:00 Cairo time/),
  ask('booking', 'What happens after I book a call?', ['/calendar'], /confirmation e-mail/i),
  ask('booking', 'Can I invite my colleagues to the call?', ['/calendar'], /guest/i),
  ask('booking', 'Can I reschedule my booking?', ['/calendar'], /reschedule or cancel/i),
  ask('contact', 'How can I contact you?', ['/contact'], /contact form/i),
  ask('contact', "What's your email address?", ['/contact'], /hello@northstar\.agency/),
  ask('contact', 'Do you offer support after launch?', ['/software-development', '/contact'], /support/i),
  ask('careers', 'Are you hiring?', ['/careers'], /AI Engineer/),
  ask('careers', 'Do you have any openings for designers?', ['/careers'], /Product Designer/),
  ask('careers', 'Do you offer internships?', ['/community'], /interns/i),
  ask('careers', 'What is your hiring process like?', ['/careers'], /introduction call/i),
  ask('careers', 'Can I work remotely for you?', ['/careers'], /remote/i),
  dubaiRetailerQuestions.servicesForRetailer,
  dubaiRetailerQuestions.growOnlineSales,
  ask(
    'mixed',
    'We are a real estate developer in Riyadh launching an off-plan project. What would a campaign cost?',
    ['/real-estate-marketing', '/calendar'],
    /off-plan/i,
    /discovery call/i,
  ),
  ask(
    'mixed',
    'I run a restaurant chain and we want younger customers. Have you done that before?',
    ['/case-studies/saffron-street-brand-awareness'],
    /younger/i,
  ),
  ask(
    'mixed',
    'We need a new website and SEO. How long would that take and what does it cost?',
    ['/calendar'],
    /weeks/i,
    /discovery call/i,
  ),
];

/** Whether an answer is on topic for its question: it links one of the pages and says every fact. */
export function isOnTopic(answer: string, { links, says }: VisitorQuestion): boolean {
  return links.some((path) => answer.includes(`](${path})`)) && says.every((pattern) => pattern.test(answer));
}
