import type { PostSeed } from './post-kit';

export const aiAndDesignPosts: PostSeed[] = [
  {
    id: 'post-01',
    slug: 'putting-ai-to-work-a-practical-playbook',
    title: 'Putting AI to Work: A Practical Playbook for Growing Businesses',
    excerpt:
      'Most AI projects stall between the demo and the day-to-day. Here is how we choose, build and measure AI features that actually earn their place in a business.',
    category: 'AI',
    author: 'Ethan Brooks',
    created_at: '2025-05-20T08:00:00.000Z',
    published: true,
    image: 1,
    content: `
Every week a client asks us some version of the same question: *"What should we be doing with AI?"* It is a fair question, and the honest answer is rarely "build a chatbot". After two years of shipping AI features for retailers, fintechs, hotels and public organisations, we have learned that the winners share a pattern. They start from a painful, measurable problem, they keep a person accountable for the outcome, and they treat the model as one component of a product rather than the product itself.

This playbook is the process we use with our own clients.

## 1. Start with the work, not the model

Begin with a list of tasks your team repeats every day. Good candidates have three things in common:

- **Volume.** The task happens hundreds or thousands of times a month.
- **Text or images in, decision or draft out.** Reading invoices, answering the same twenty customer questions, summarising calls, tagging product photos.
- **A cheap way to check the result.** A person can verify the output in seconds, even if producing it takes minutes.

Tasks that fail these tests — rare, high-stakes decisions with no quick way to check the answer — are poor first projects, however exciting they sound in a workshop.

For a payments client, the best first project was not a customer-facing assistant at all. It was a tool that read the documents new business customers upload during onboarding and pre-filled the compliance checklist. Analysts still made the decision, but they started from a draft. Onboarding time fell by seventy percent in the first quarter.

## 2. Define "good" before you write a prompt

The most common reason AI features disappoint is that nobody wrote down what a good answer looks like. Before building, we collect fifty to two hundred real examples and agree, with the people who do the work today, what the right output is for each. This becomes the **evaluation set**.

The evaluation set does three jobs. It tells you whether an approach is good enough to launch. It lets you compare models and prompts objectively instead of by gut feeling. And it protects you later: when a provider updates a model, you rerun the set and know within minutes whether anything got worse.

## 3. Ground the model in your own knowledge

Large language models know a lot about the world and nothing about your return policy. For assistants that answer customers or staff, we use *retrieval*: the system searches your approved documents, passes the relevant passages to the model and asks it to answer only from them, with a link to the source.

Three practical tips make retrieval work:

1. **Clean the source first.** Outdated PDFs and contradictory help pages produce confident, wrong answers. An afternoon of tidying saves weeks of prompt tweaking.
2. **Keep documents short and focused.** One topic per page retrieves far better than a fifty-page manual.
3. **Let the assistant say "I don't know".** A graceful hand-off to a person builds more trust than a guess.

## 4. Design the human in the loop

Every AI feature we ship has a named owner and a fallback path. For customer-facing assistants that means a clear route to a person, in the customer's language, with the conversation so far attached. For internal tools it means reviewers can correct an output in one click — and those corrections flow back into the evaluation set.

This is not only a safety measure; it is how the system improves. The best-performing assistant we run today answers around eighty percent of questions on its own. The remaining twenty percent are exactly the cases that teach us where the knowledge base has gaps.

## 5. Mind the data

Before any data leaves your systems, answer three questions. Which provider processes it, and where? Is it used to train their models? (For business APIs it usually is not, but check the contract.) And what happens to personal data in logs? In the Gulf and Egypt, data-residency rules increasingly shape these choices, so we involve legal and security teams from the first week rather than the last.

## 6. Measure what the business cares about

Accuracy on the evaluation set is an engineering metric. The board cares about hours saved, tickets resolved without escalation, faster response times, higher conversion or fewer errors. Agree on one or two of these before launch, instrument them properly, and report them monthly alongside the cost of running the feature.

## 7. Ship small, then widen

Our rule of thumb: the first version should reach real users within six to eight weeks. Launch to one team, one market or one category of questions. Watch the logs daily for the first fortnight. Widen only when the numbers hold.

## Where to begin

If you are unsure where AI fits in your business, list your ten most repetitive processes, estimate the hours each consumes and circle the ones where a draft would help a person work faster. That short list is your roadmap.

And if you would like a second opinion, our team is happy to review it with you in a free thirty-minute strategy call.
`,
  },
  {
    id: 'post-02',
    slug: 'design-systems-that-scale',
    title: 'Design Systems That Scale: Lessons From Twenty Product Teams',
    excerpt:
      'A design system is not a Figma file. It is an agreement between design and engineering about how a product is built. Here is how to make that agreement stick.',
    category: 'Design',
    author: 'Yasmin Hassan',
    created_at: '2025-05-06T08:00:00.000Z',
    published: true,
    image: 2,
    content: `
When a product grows, its interface tends to drift. A second shade of blue appears, then a third. Buttons gain slightly different corner radii. Two teams build two date pickers. None of these decisions is wrong on its own, but together they make the product feel unfinished and make every new feature slower to build.

A design system is the cure — when it is done well. Over the past few years we have built or rescued design systems for more than twenty product teams, from two-person start-ups to regulated platforms with hundreds of screens. These are the lessons that carried over.

## A system is an agreement, not a library

The most beautiful component library fails if engineers do not use it. The systems that last are treated as a shared agreement between design and engineering: one source of truth for names, tokens and behaviour, owned jointly and changed through a visible process.

In practice that means every component exists in two places — the design tool and the code — with the **same name, the same variants and the same states**. If designers call it a "chip" and engineers call it a "tag", the system has already split.

## Start with tokens

Before drawing a single component, define the design tokens: the named values for colour, type, spacing, radius, elevation and motion. Tokens let you change the look of the product in one place and they are the bridge that keeps design files and code in sync.

We name tokens by purpose rather than by appearance:

- **Good:** \`color-text-muted\`, \`color-surface-raised\`, \`space-section\`
- **Fragile:** \`grey-500\`, \`blue-light\`, \`padding-24\`

Purpose-based names survive a rebrand and make dark mode almost free.

## Build the boring components first

It is tempting to start with the hero carousel. Resist. The components that pay back fastest are the unglamorous ones used on every screen: buttons, inputs, selects, checkboxes, dialogs, toasts, tables and empty states. Get their states right — hover, focus, disabled, loading, error — and half of the product's polish arrives for free.

## Accessibility is part of the definition of done

A component is not finished until it works with a keyboard, announces itself properly to a screen reader and meets contrast requirements in every theme. Building this into the system means every team inherits it automatically. Retrofitting accessibility screen by screen costs many times more.

For our clients in the Middle East, the definition of done also includes **right-to-left layouts**. Use logical properties (start and end instead of left and right), mirror directional icons, and test every component in Arabic with real copy — Arabic text is often shorter horizontally but needs more line height.

## Document decisions, not just usage

Good documentation answers "how do I use this?" Great documentation also answers "why is it like this?" When someone proposes a change, the recorded reasoning prevents the same debate from happening every six months. Keep a short decision log beside the components.

## Govern lightly

Systems die in two ways: nobody is allowed to change them, or everybody changes them. The middle path we recommend:

1. A small core team (often one designer and one engineer part-time) owns the system.
2. Anyone can propose a new component or variant with a short written case.
3. New patterns live in the product first; they join the system once a second team needs them.
4. Releases are versioned, with a changelog people actually read.

## Measure adoption

You cannot improve what you do not measure. Track the share of screens built from system components, the number of one-off styles in the codebase and the time it takes to ship a standard new page. On one retail platform we worked with, adoption rose from thirty to eighty-five percent in six months, and the time to build a new campaign landing page fell from two weeks to three days.

## When to start

Earlier than you think, smaller than you think. A start-up does not need a hundred components, but it benefits enormously from tokens, a type scale and ten well-built basics. The system can grow with the product — and it is far cheaper to grow a system than to untangle a product that never had one.

If your interface has started to drift, a two-week audit is usually enough to map the inconsistencies and plan the path back. We would be glad to help.
`,
  },
  {
    id: 'post-03',
    slug: 'what-a-brand-identity-really-needs',
    title: 'What a Brand Identity Really Needs (It Is Not Just a Logo)',
    excerpt:
      'A logo is the visible tip of a brand. Underneath sit a strategy, a voice and a system that make every touchpoint feel unmistakably yours.',
    category: 'Design',
    author: 'Yasmin Hassan',
    created_at: '2025-04-22T08:00:00.000Z',
    published: true,
    image: 3,
    content: `
"We need a new logo" is one of the most common briefs we receive, and one of the most misleading. A logo matters, but it is rarely what holds a brand back. When founders tell us their brand feels inconsistent, forgettable or out of step with the business, the cause is almost always deeper: an unclear position, a voice that changes with every writer, or a visual language that does not stretch beyond the business card.

Here is what a complete brand identity includes, and why each part earns its place.

## 1. A position worth defending

Before any design work, a brand needs a clear answer to three questions: **who is it for, what does it promise, and why should anyone believe it?** This is the positioning, and it is the foundation for every creative decision that follows.

A good position is specific enough to exclude people. "Quality products for everyone" is not a position. "Fragrance-free skincare for sensitive skin in hot climates" is. The second gives a designer something to work with: it suggests a palette, a tone and even the kind of photography the brand should use.

## 2. A personality and a voice

If your brand were a person, how would it speak? Formal or relaxed? Playful or precise? We usually define three to five personality traits and, crucially, what each trait does *not* mean. "Confident, not arrogant." "Warm, not chatty." These pairs turn vague adjectives into guidance a copywriter can use.

A voice guide should include real examples: a product description, an error message, a social post and a customer-service reply, each written in the brand's voice. In bilingual markets, write the Arabic examples natively rather than translating the English — a voice that works in one language often needs a different expression in another.

## 3. A logo that works small and fast

Now the logo. The best logos are simple enough to recognise at sixteen pixels in a browser tab and distinctive enough to own in a crowded category. A complete logo suite includes:

- the primary mark and any horizontal or stacked versions;
- a compact symbol for app icons and social avatars;
- colour, single-colour and reversed versions;
- clear rules for spacing and minimum size.

## 4. A visual system

Colour, typography, imagery, iconography, illustration, motion and layout together make a brand recognisable even when the logo is absent. This system is where most of the everyday value lives, because it is what your team and partners use every time they make something new.

A few principles we apply to every system:

- **A restrained palette.** One or two hero colours, a set of neutrals, and accents used sparingly. Test every combination for contrast.
- **Type that performs.** Choose typefaces that read well on screens and support every language you need. A beautiful Latin font with a poor Arabic companion will undermine a regional brand.
- **A photographic point of view.** Real people or products? Bright daylight or moody contrast? Define it, with examples of what to avoid.

## 5. Applications that prove it works

An identity is only finished when it has been tested on the things the business actually makes: the website, the app, packaging, social templates, presentations, uniforms, vehicles or signage. We design a set of key applications as part of every identity project because they reveal weaknesses no style sheet can.

## 6. Guidelines people will use

Brand guidelines fail when they are a two-hundred-page PDF nobody opens. Ours are short, visual and online, with downloadable assets and templates. The test is simple: can a new employee or an external supplier create something on-brand in their first week without asking for help?

## Refresh or rebrand?

Not every brand needs to start over. If your customers recognise and trust you, an evolution that keeps your strongest assets — a colour, a symbol, a name — while fixing what is broken is usually the better investment. A full rebrand makes sense after a merger, a major change of strategy or when the existing brand actively harms the business.

## The return on identity

A strong identity saves money every day. Campaigns are faster to produce, customers recognise you sooner and your team makes fewer decisions from scratch. When we refreshed the identity of a boutique hotel group, direct bookings overtook travel agencies within a year — not because of a logo, but because every touchpoint finally told the same story.

If your brand feels like it belongs to an earlier version of your business, let us talk about what the next version should look like.
`,
  },
];
