import type { PostSeed } from './post-kit';

export const marketingPosts: PostSeed[] = [
  {
    id: 'post-04',
    slug: 'performance-marketing-beyond-roas',
    title: 'Performance Marketing Beyond ROAS: Measuring What Actually Grows Your Business',
    excerpt:
      'Return on ad spend is a useful dial, not a strategy. Here is how we combine it with contribution margin, incrementality and lifetime value to scale profitably.',
    category: 'Marketing',
    author: 'Faisal Al-Harbi',
    created_at: '2025-05-13T08:00:00.000Z',
    published: true,
    image: 4,
    content: `
Return on ad spend is the most quoted number in performance marketing, and for good reason: it is easy to calculate and it responds quickly to changes. But we have seen plenty of brands with a healthy ROAS and a shrinking bank balance. ROAS tells you how much revenue the platforms *attribute* to your ads. It does not tell you whether those sales were profitable, whether they would have happened anyway or whether the customers will ever come back.

When one skincare client reached an 8.4x ROAS on paid social, the number we celebrated more was a 41% repeat-purchase rate. Here is the measurement framework behind results like that.

## Start from margin, not revenue

A 4x ROAS is excellent for a product with an 80% gross margin and disastrous for one with 20%. Before setting targets, work out your **contribution margin** per order: revenue minus cost of goods, shipping, payment fees, returns and discounts. From that you can calculate your break-even ROAS — the point where an order pays for the advertising that produced it.

> Break-even ROAS = 1 ÷ contribution margin percentage

With a 40% contribution margin, break-even is 2.5x. Anything above is profit on the first order; anything below must be justified by repeat purchases.

## Know what your customers are worth over time

Some categories live on the first sale. Most do not. If customers reorder skincare every eight weeks or book a hotel every year, you can afford to pay more to acquire them — as long as you know their **lifetime value** with some confidence.

Start simply: group customers by the month of their first purchase and track how much each group spends over the following three, six and twelve months. Even a rough curve transforms budget conversations, because it lets you set a target cost per acquisition based on expected value rather than the first basket.

## Question attribution

Every ad platform grades its own homework. Meta, Google and TikTok each claim credit for conversions they touched, and together they often claim more sales than you actually made. Platform numbers are useful for comparing campaigns *within* a platform. They are unreliable for deciding how to split budget *between* platforms.

To see more clearly:

- **Fix tracking first.** Server-side conversion tracking recovers signals lost to browser privacy changes and makes every platform's optimisation better.
- **Watch blended metrics.** Total marketing spend divided by total new customers, from your own store data, is the number that cannot be gamed.
- **Run incrementality tests.** Pause a channel in one region, or use the platforms' holdout experiments, and measure what really changes. The results often surprise, especially for branded search and retargeting.

## Creative is the biggest lever

Modern ad platforms automate bidding and targeting so well that the main thing you still control is the creative. In our accounts, the gap between the best and the average ad in the same campaign is routinely three to five times in cost per acquisition.

That is why we treat creative testing as a production line rather than an occasional refresh:

1. Brief new concepts every two weeks, each testing one clear idea — a hook, a benefit, an objection.
2. Produce several variations of each concept in the formats each platform favours.
3. Give every test enough budget to reach a verdict, then retire the losers quickly.
4. Feed the learnings back into the next brief and into the website copy.

## Don't forget the landing page

Doubling your conversion rate has the same effect on acquisition cost as halving your media prices — and it is usually far easier. Fast pages, clear offers, visible delivery costs and reassuring social proof are worth more than another round of bid adjustments. For one e-commerce app, moving the delivery fee from the checkout to the product page did more for profitability than any campaign change that year.

## A reporting rhythm that helps decisions

We report weekly on leading indicators — spend, cost per acquisition, creative performance — and monthly on the business: new customers, blended acquisition cost, contribution margin and cohort value. Each report ends with what we will change next and why.

## The takeaway

ROAS is a good servant and a poor master. Anchor your marketing in margin and lifetime value, verify with your own data, invest relentlessly in creative and your landing pages, and growth stops being a guessing game.

If you would like an honest second look at your accounts, our team offers a free audit as part of the initial strategy call.
`,
  },
  {
    id: 'post-05',
    slug: 'seo-in-the-age-of-ai-search',
    title: 'SEO in the Age of AI Search: What Still Works and What Has Changed',
    excerpt:
      'AI answers now sit above the blue links. Search traffic is not dead, but the rules have shifted toward expertise, structure and genuinely useful content.',
    category: 'Marketing',
    author: 'Faisal Al-Harbi',
    created_at: '2025-04-29T08:00:00.000Z',
    published: true,
    image: 5,
    content: `
Search results look different than they did two years ago. AI-generated summaries answer many questions directly, chat assistants recommend products and services, and a growing share of searches end without a click. It is tempting to conclude that SEO is finished.

Our data says otherwise. For a bookkeeping software client, organic traffic grew by 1200% over fourteen months and search now produces more than a third of new trials. What changed was not whether SEO works, but *which* SEO works.

## What has changed

**Simple answers no longer bring clicks.** If a question can be answered in one sentence — a definition, a conversion, an opening time — the search engine will answer it. Pages built only to capture those queries are losing traffic fast.

**Depth and experience are rewarded.** Both traditional rankings and AI summaries favour content that shows real expertise: original data, worked examples, clear opinions and evidence that the author has done the thing they describe.

**Being cited matters as much as ranking.** AI answers quote and link to sources. Content that is well-structured, factually precise and easy to extract is more likely to be the source they choose.

## What still works

The fundamentals have not gone anywhere. If anything, they matter more.

### Technical health

Search engines and AI crawlers still need to fetch, render and understand your pages. The most common problems we find in audits are surprisingly basic:

- pages that only render content with client-side JavaScript and appear empty to crawlers;
- slow pages, especially on mobile connections;
- duplicate pages competing for the same query;
- broken internal links and orphaned pages nobody links to;
- missing or contradictory canonical tags.

Fixing these rarely makes headlines, but in our experience it is the single fastest source of gains for established sites.

### Search intent

Every page should serve one clear intent. Someone searching "best invoicing software for small business" wants a comparison; someone searching "how to write an invoice" wants a guide and probably a template. Mixing intents on one page serves neither.

### Internal linking

Links between your own pages tell search engines what matters and help readers go deeper. Build topic clusters: a comprehensive pillar page linked to and from detailed supporting articles.

## Writing for people and machines

The content that performs best today is genuinely useful to a busy reader and easy for a machine to parse. A few habits we apply to every article:

1. **Answer the main question early**, then expand. Readers and AI summaries both reward a clear, direct answer near the top.
2. **Use descriptive headings** that could stand alone as questions or statements.
3. **Include something original**: your own data, a template, a calculator, screenshots from real work, a clear point of view.
4. **Name the author** and show their credentials. Expertise is a ranking factor, and it builds reader trust.
5. **Keep it current.** Review your top pages every quarter and update facts, prices and examples.

## Structured data

Schema markup helps search engines understand what a page is about: an organisation, a product, an article, a FAQ, an event. It does not guarantee rich results, but it removes ambiguity, and ambiguity is exactly what automated systems struggle with.

## Measuring success differently

As zero-click searches grow, traffic alone undersells SEO. We now report on:

- impressions and visibility for priority topics, not just clicks;
- conversions and assisted conversions from organic visits;
- branded search growth, a strong signal that people remember you;
- citations of your content in AI answers for key questions.

## Where to focus this quarter

If you can only do three things: fix the technical issues that stop your best pages from being crawled, rewrite your ten most valuable pages to answer their questions better than anyone else, and publish one piece of genuinely original content each month. SEO rewards patience and quality, and those have never been in shorter supply.

Want to know where your site stands? Our SEO audits take two weeks and end with a prioritised plan your team can act on immediately.
`,
  },
  {
    id: 'post-06',
    slug: 'short-form-video-production-on-a-real-budget',
    title: 'Short-Form Video Production on a Real Budget',
    excerpt:
      'One well-planned shoot day can feed a month of Reels, TikToks and ads. Here is how our studio plans, shoots and edits short-form video that performs.',
    category: 'Advertising',
    author: 'Mariam Adel',
    created_at: '2025-04-15T08:00:00.000Z',
    published: true,
    image: 6,
    content: `
Short-form video has become the default language of advertising. It is where attention lives on TikTok, Instagram, YouTube Shorts and Snapchat, and it increasingly drives results on every paid platform. The challenge for most brands is volume: the algorithms reward fresh creative, and one polished commercial a quarter is not enough.

The good news is that volume does not require a blockbuster budget. It requires planning. For a restaurant chain we worked with, six planned shoot days produced the content behind more than ten million people reached in ninety days. Here is the approach.

## Plan for the edit, not the shoot

The most expensive mistake in video production is arriving on set without knowing what the final pieces will be. We start every production with a **content map**: a list of every asset we intend to deliver, its platform, its length, its hook and the shots it needs.

A typical map for a single shoot day might include one thirty-second hero ad, six fifteen-second variations with different hooks, ten organic posts, a set of product stills and a handful of behind-the-scenes clips for stories. Working backwards from that list, we build a shot list that captures everything efficiently.

## The first two seconds decide everything

Viewers decide almost instantly whether to keep watching. Every piece needs a hook that earns the next few seconds: a surprising visual, a bold statement, a question, a result shown before the process. We script three to five alternative openings for each concept and test them in paid campaigns before investing in more of the winning direction.

Some hooks that consistently work across our accounts:

- **The result first.** Show the finished dish, the transformed room, the glowing skin — then show how.
- **A real person, talking to camera.** Founders, chefs, customers and employees often outperform polished presenters.
- **A recognisable problem.** "If your checkout takes longer than your coffee…"
- **Motion in the first frame.** Static openings are scrolled past.

## Shoot native, shoot vertical

Content made for a television spot and cropped later rarely feels native on a phone. We frame for vertical first, keep key action in the centre safe zone away from interface overlays and capture plenty of close-ups, which read well on small screens. When a horizontal version is needed, we shoot it separately or plan compositions that work both ways.

## Keep the crew small and the schedule tight

Short-form production benefits from agility. A compact crew — director, camera operator, sound and a producer — can move fast, work in real locations and capture genuine moments. For many shoots we use high-quality mirrorless cameras and gimbals rather than cinema rigs; the platforms compress everything anyway, and speed matters more than the last few percent of image quality.

What we never compromise on is **sound**. Viewers forgive slightly imperfect images; they scroll away from bad audio within seconds. And because many people watch without sound, every piece gets burned-in captions, written for reading rather than transcribed word for word.

## Real people beat perfect people

Authenticity is not a buzzword on these platforms; it is a performance driver. Customer testimonials, employees explaining their craft and creators who genuinely use the product typically outperform highly produced ads on cost per result. For a skincare launch, forty short videos filmed with real customers became the brand's best-performing creative by a wide margin.

## Edit in batches, learn in cycles

Post-production is where volume is won or lost. We build editing templates for each brand — caption styles, colour looks, title cards, end frames — so editors can produce variations quickly while staying consistent. Each batch goes live, performance data comes back within days, and the next edit session focuses on the hooks, formats and messages that worked.

## Budget where it counts

If your budget is limited, spend it on planning, talent and sound, and save on equipment and elaborate sets. Reuse locations across concepts. Capture every shot you might need while the crew is there. And treat every shoot as the start of a learning cycle rather than a one-off event.

Short-form video is a discipline, not a lottery. With a clear map, strong hooks and a steady testing rhythm, even modest budgets can produce content that stops the scroll and moves the numbers.

Our studio produces short-form content for brands across Egypt, the UAE, Saudi Arabia and the United States. Book a call and we will sketch a content map for your next shoot.
`,
  },
];
