import type { PostSeed } from './post-kit';

export const businessPosts: PostSeed[] = [
  {
    id: 'post-07',
    slug: 'social-media-advertising-across-the-gulf',
    title: 'Social Media Advertising Across the Gulf: A Field Guide',
    excerpt:
      'Snapchat in Riyadh, Instagram in Dubai, TikTok everywhere. What we have learned running paid social for brands across Saudi Arabia, the UAE and Egypt.',
    category: 'Advertising',
    author: 'Faisal Al-Harbi',
    created_at: '2025-04-08T08:00:00.000Z',
    published: true,
    image: 7,
    content: `
The Gulf is one of the most rewarding regions in the world for social media advertising. Smartphone use is near universal, audiences are young and engaged, and spending power is high. It is also a region where copying a campaign from Europe or the United States rarely works. Platform habits, language, culture and even the calendar differ in ways that matter.

These are the lessons we apply when planning paid social for clients across Saudi Arabia, the UAE and Egypt.

## Platform habits differ by market

Global playbooks often start and end with Meta and Google. In the Gulf, the picture is broader:

- **Snapchat** is a daily habit for a large share of Saudi audiences, and its ad formats perform strongly for retail, food delivery and entertainment.
- **TikTok** reaches across every market and age group, and has become the discovery platform for restaurants, beauty and fashion.
- **Instagram** remains central for lifestyle brands, particularly in the UAE, and is where many customers go to check that a business is real before buying.
- **X** still matters for news, sport and public conversation, especially in Saudi Arabia.
- **LinkedIn** is the clear choice for B2B, recruitment and government-adjacent communication.

Plan your mix market by market rather than region-wide, and revisit it every few months; habits shift quickly.

## Language is strategy, not translation

Running Arabic and English creative side by side is standard, but the best results come when each language is written natively. A literal translation of an English hook usually loses its rhythm and its humour. Gulf Arabic, Egyptian Arabic and Modern Standard Arabic each have their place: dialect feels personal and works brilliantly for social content, while standard Arabic suits formal announcements and public-sector campaigns.

Test both languages for every audience. Expatriate-heavy audiences in Dubai may respond better to English; the same product in Riyadh or Jeddah will usually perform better in Arabic.

## Respect the calendar

Ramadan changes everything: viewing peaks move late into the night, family content rises, and generosity and togetherness become the dominant themes. Brands that plan Ramadan creative months in advance — and adjust bidding and scheduling for late-night peaks — consistently outperform those that simply run their usual ads.

Other key moments include Eid al-Fitr and Eid al-Adha, Saudi National Day, UAE National Day, White Friday sales, back-to-school and the summer travel season. Build them into your annual plan rather than reacting a week before.

## Culture and compliance

Creative must respect local values, and requirements differ between countries and platforms. Casting, styling, music and humour all deserve careful thought. Regulated categories such as health, finance and real estate have additional rules about claims and licensing. A local review step before launch saves rejected ads and, more importantly, protects the brand's reputation.

## Creators are a channel, not a campaign

Influencer marketing in the region is mature and, in several markets, regulated — creators may need an advertising licence. The most effective partnerships we run treat creators as an ongoing channel: a roster of trusted voices who understand the brand, produce content regularly and whose best posts are boosted with paid media. One-off celebrity posts can create awareness, but sustained relationships with mid-sized creators usually deliver better results per riyal or dirham.

## Conversion happens in the chat

In much of the region, customers would rather message a business than fill in a form. Click-to-WhatsApp ads and instant replies can dramatically lift conversion rates, particularly for real estate, automotive, healthcare and services. The condition is speed: leads that wait hours for a reply go cold. Connect messaging to your CRM and set clear response times for the sales team.

## Measure locally

Use separate campaigns or at least separate reporting for each country. Costs, conversion rates and customer value vary widely between markets, and blended regional numbers hide both problems and opportunities.

## The bottom line

Success in the Gulf comes from local understanding applied with global discipline: the right platforms for each market, native-language creative, a calendar built around the moments that matter and fast, conversational follow-up. Get those right and the region rewards you generously.

Our teams in Dubai, Riyadh and Cairo plan and run campaigns across the region every day. We are always happy to share what is working right now.
`,
  },
  {
    id: 'post-08',
    slug: 'from-idea-to-mvp-without-wasting-a-year',
    title: 'From Idea to MVP Without Wasting a Year',
    excerpt:
      'A minimum viable product is a question you ask the market, not a smaller version of your dream. How we help founders and corporate teams learn fast and build what matters.',
    category: 'Business',
    author: 'Mariam Adel',
    created_at: '2025-03-25T08:00:00.000Z',
    published: true,
    image: 8,
    content: `
Every year we meet founders and innovation teams who have spent twelve months and most of their budget building a product nobody uses. The idea was usually good. The execution was often good too. What went wrong was the order of operations: they built first and asked questions later.

A minimum viable product, done properly, reverses that order. It is the smallest thing you can put in front of real customers to learn whether your most important assumption is true. Here is the process we use to get there in weeks rather than months.

## Write down your riskiest assumption

Every product idea rests on a stack of assumptions. Customers have this problem. They care enough to change how they work. They will pay this much. We can reach them affordably. The technology can do what we need.

List them all, then ask: **which one, if wrong, kills the idea?** That is what your MVP must test. Everything else can wait.

For a logistics client, the riskiest assumption was not whether drivers would use a new app; it was whether small shops would pay for same-day delivery at all. The first "product" was a landing page, a WhatsApp number and a team of three coordinating deliveries by hand. Within a month we knew the price point that worked — before writing a line of production code.

## Talk to customers before designing

Ten conversations with potential customers will teach you more than any amount of internal debate. Ask about their current behaviour, not their opinions of your idea: how do they solve this problem today, what does it cost them, what have they tried that failed? People are poor predictors of their own future behaviour but excellent narrators of their past.

## Define success before launch

Decide in advance what result would convince you to continue, change direction or stop. For example: "If at least 30% of trial users create a second project within two weeks, we invest in the next phase." Without a threshold agreed upfront, every result can be rationalised as encouraging.

## Cut scope ruthlessly

Once you know what you are testing, list every feature you imagine and sort them into three groups:

1. **Essential to test the assumption.** Build these well.
2. **Needed to make the experience credible.** Build the simplest version that does not embarrass you.
3. **Everything else.** Write it down and put it away.

Common candidates for the third group: admin dashboards (use a spreadsheet), complex permissions, multiple payment methods, native apps when a mobile web app will do, and settings pages.

## Fake it, then make it

Many features can be delivered manually behind a simple interface while you learn whether anyone wants them. Recommendations can be chosen by a person. Reports can be compiled by hand. "Automated" matching can be a morning routine for a team member. This is not deception; it is a way to validate demand before investing in automation.

## Build on proven foundations

When it is time to write code, choose boring, well-supported technology. Managed cloud services, established frameworks and off-the-shelf components for authentication, payments and e-mail let a small team move fast without reinventing basics. Save innovation for the part of the product that makes it unique.

Equally important: build with the assumption that the MVP will grow. Clean code, automated tests and sensible data models cost little extra at the start and save a painful rewrite later.

## Launch to a small, real audience

Launch to a group you can talk to: a waiting list, a handful of pilot customers, one city or one department. Watch how they use the product, interview them regularly and measure against the success criteria you set. Expect surprises; they are the point.

## Decide, then repeat

At the end of the test, make the call you committed to. Persevere, pivot or stop. Then identify the next riskiest assumption and run the cycle again. The teams that succeed are not the ones with the best first idea; they are the ones that learn fastest.

## How long should it take?

For most ideas, the first customer-facing test can run within two to six weeks, and a production-quality MVP within eight to twelve. If your plan is longer, look hard at the scope.

Our product strategists, designers and engineers work together from the first workshop, which is exactly what this process needs. If you are sitting on an idea, a thirty-minute call is a good place to find your riskiest assumption.
`,
  },
  {
    id: 'post-09',
    slug: 'measurement-foundations-for-marketing-teams',
    title: 'Measurement Foundations Every Marketing Team Needs',
    excerpt:
      'Before dashboards and attribution models come the basics: clean events, consistent naming and a single source of truth for revenue.',
    category: 'Business',
    author: 'Ethan Brooks',
    created_at: '2025-05-27T08:00:00.000Z',
    published: false,
    image: 9,
    content: `
Most measurement problems we are asked to solve are not analytics problems. They are foundations problems: events named three different ways, revenue that differs between the store and the ad platforms, and dashboards nobody trusts.

This draft collects the checklist we use in the first week of every engagement.

## 1. One event plan

Write down every event that matters — page views, sign-ups, add to cart, purchase, lead — with one name, one definition and the properties each carries. Share it with marketing, product and engineering.

## 2. Server-side where it counts

Purchases and qualified leads should be recorded from your own servers, not only the browser, so ad blockers and privacy settings do not erase them.

## 3. A single source of truth for revenue

Pick the system that owns revenue — usually the store or the CRM — and reconcile every other number against it monthly.

## 4. Consent built in

Load analytics only after consent, record the choice and respect it everywhere.

## 5. Dashboards that answer questions

Each dashboard should answer a named question for a named person. If nobody opens it for a month, retire it.
`,
  },
];
