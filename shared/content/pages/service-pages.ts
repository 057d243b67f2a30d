import type { ProcessStep, ServicePage } from '../types';

const steps = (...items: [string, string][]): ProcessStep[] =>
  items.map(([title, description], index) => ({ number: String(index + 1).padStart(2, '0'), title, description }));

export const softwareDevelopmentPage: ServicePage = {
  path: '/software-development',
  serviceId: 'development',
  eyebrow: 'AI & Software Development',
  title: 'Software that works as hard as your team',
  intro:
    'We build web platforms, mobile apps and AI-powered tools that remove manual work, delight customers and scale without drama. One team takes you from idea to launch and keeps improving after it.',
  sections: [
    {
      heading: 'Products built around real users',
      paragraphs: [
        'Every build starts with the people who will use it. Our engineers join discovery alongside designers, so technical choices follow from user needs and business goals rather than from habit.',
        'We write TypeScript across the stack, deploy on managed cloud services and test continuously, which keeps products fast, secure and affordable to run.',
      ],
    },
    {
      heading: 'AI where it adds value',
      paragraphs: [
        'From customer-service assistants that answer in Arabic and English to pipelines that read invoices or summarise reports, we apply AI to specific, measurable problems — with evaluation, guardrails and a human in the loop.',
      ],
    },
    {
      heading: 'Built to hand over',
      paragraphs: [
        'Clean code, automated tests, documentation and infrastructure as code mean your in-house team can take over at any point. Or we can run and improve the product for you under a support plan.',
      ],
    },
  ],
  deliverables: [
    'Web applications and customer portals',
    'iOS and Android apps',
    'AI assistants, automation and document processing',
    'APIs, integrations and data pipelines',
    'Cloud architecture, DevOps and monitoring',
    'E-commerce platforms and headless CMS builds',
  ],
  process: steps(
    ['Discovery', 'Goals, users, constraints and a technical audit of what already exists.'],
    ['Architecture & prototype', 'A clickable prototype and a written architecture you can review.'],
    ['Agile delivery', 'Two-week sprints, each ending with a working demo and a release note.'],
    ['Launch & support', 'Monitored release, training for your team and an ongoing support plan.'],
  ),
  faqs: [
    {
      question: 'How long does a typical project take?',
      answer: 'A focused MVP usually takes 8 to 12 weeks; larger platforms are delivered in stages so you start seeing value within the first quarter.',
    },
    {
      question: 'Who owns the code?',
      answer: 'You do. On final payment all code, designs and infrastructure definitions are transferred to you.',
    },
    {
      question: 'Can you work with our existing developers?',
      answer: 'Yes. We regularly join in-house teams, share our code reviews and leave them stronger than we found them.',
    },
  ],
};

export const designPage: ServicePage = {
  path: '/design',
  serviceId: 'design',
  eyebrow: 'Branding & Design',
  title: 'Design that makes your brand unmistakable',
  intro:
    'We create brand identities, digital products and design systems that are distinctive, consistent and built to perform — from a single logo to a complete product experience.',
  sections: [
    {
      heading: 'Strategy first',
      paragraphs: [
        'Great design starts with a point of view. We research your market, customers and competitors, then define a positioning and personality that gives every design decision a reason.',
      ],
    },
    {
      heading: 'Identity and experience, together',
      paragraphs: [
        'Our brand designers and product designers share one studio, so your logo, typography and colour translate naturally into websites, apps, packaging and campaigns.',
        'Interfaces are tested with real users and designed to WCAG 2.2 AA, in English and Arabic, left-to-right and right-to-left.',
      ],
    },
    {
      heading: 'Systems that scale',
      paragraphs: [
        'We document everything in living guidelines and component libraries, so your team and partners can create new work that still looks and feels like you.',
      ],
    },
  ],
  deliverables: [
    'Brand strategy, naming and messaging',
    'Logo, visual identity and brand guidelines',
    'Website and app UI/UX design',
    'Design systems in Figma and code',
    'Packaging and print',
    'Presentation and pitch design',
  ],
  process: steps(
    ['Research', 'Stakeholder interviews, customer insight and a competitive review.'],
    ['Concepts', 'Two or three distinct creative routes, each with a clear rationale.'],
    ['Refinement', 'One route developed in detail and tested with real users.'],
    ['Rollout', 'Guidelines, templates and files ready for every channel.'],
  ),
  faqs: [
    {
      question: 'Do you only design, or also build?',
      answer: 'Both. Our development team turns designs into production websites and apps, so nothing gets lost in translation.',
    },
    {
      question: 'How many revisions are included?',
      answer: 'Each phase includes two structured feedback rounds. We agree the scope up front so there are no surprises.',
    },
    {
      question: 'Can you refresh our brand without starting over?',
      answer: 'Yes. Many projects are evolutions that keep the equity you have built while fixing what holds the brand back.',
    },
    {
      question: 'How long does a brand identity take?',
      answer: 'A new identity usually takes 6 to 10 weeks, from the first workshop to finished guidelines; a refresh of an existing brand often takes 4 to 6.',
    },
  ],
};

export const marketingPage: ServicePage = {
  path: '/marketing',
  serviceId: 'marketing',
  eyebrow: 'Digital Marketing',
  title: 'Marketing measured in revenue, not impressions',
  intro:
    'We plan, run and optimise full-funnel marketing across search, social, content and e-mail — with the tracking and reporting to prove what each dirham and dollar returns.',
  sections: [
    {
      heading: 'Foundations before spend',
      paragraphs: [
        'Before the first campaign we make sure conversions are tracked correctly, audiences are defined and landing pages are ready to convert. It is the least glamorous step and the one that saves the most money.',
      ],
    },
    {
      heading: 'Full-funnel campaigns',
      paragraphs: [
        'We combine performance media on Meta, Google, TikTok, Snapchat and LinkedIn with SEO, content and e-mail, so the customers you pay to attract keep coming back for free.',
      ],
    },
    {
      heading: 'Reporting you can act on',
      paragraphs: [
        'Live dashboards show spend, acquisition cost and revenue by channel. Monthly reviews explain what changed, why, and what we will test next.',
      ],
    },
  ],
  deliverables: [
    'Paid search and paid social campaigns',
    'SEO audits, technical fixes and content',
    'Social media management',
    'E-mail and CRM automation',
    'Conversion rate optimisation',
    'Analytics setup and dashboards',
  ],
  process: steps(
    ['Audit', 'Accounts, tracking, funnel and competitors reviewed in depth.'],
    ['Plan', 'Channel mix, budgets, targets and a testing roadmap.'],
    ['Launch', 'Campaigns and creative live, with tracking verified.'],
    ['Optimise', 'Weekly optimisation and monthly strategy reviews.'],
  ),
  faqs: [
    {
      question: 'What budget do we need?',
      answer: 'It depends on your market and goals. We recommend a test budget that can produce statistically useful results within six to eight weeks and scale from there.',
    },
    {
      question: 'Do you lock us into long contracts?',
      answer: 'No. After a three-month initial term, engagements run month to month.',
    },
    {
      question: 'Who owns the ad accounts?',
      answer: 'You do. We work inside your accounts, so your data and history stay with you.',
    },
  ],
};

export const advertisingMediaPage: ServicePage = {
  path: '/advertising-media',
  serviceId: 'advertising',
  eyebrow: 'Advertising & Media Production',
  title: 'Creative that stops the scroll',
  intro:
    'Our in-house studio develops campaign ideas and produces films, photography, motion graphics and social content — then plans the media to put them in front of the right people.',
  sections: [
    {
      heading: 'Ideas with a job to do',
      paragraphs: [
        'Every concept is written against a business objective and a specific audience. We test hooks and formats early, so the final production is built on evidence, not guesswork.',
      ],
    },
    {
      heading: 'Production under one roof',
      paragraphs: [
        'Directors, producers, photographers, editors and motion designers work together from pre-production to final grade. One shoot day is planned to deliver a hero film and dozens of platform-ready cut-downs.',
      ],
    },
    {
      heading: 'Media that reaches people',
      paragraphs: [
        'Our planners buy across social, video, audio and out-of-home, and feed results back to the creative team so the next round is even stronger.',
      ],
    },
  ],
  deliverables: [
    'Campaign concepts and scripts',
    'TV and online commercials',
    'Product and lifestyle photography',
    'Short-form social video',
    'Motion graphics and animation',
    'Media planning and buying',
  ],
  process: steps(
    ['Brief & concept', 'Objectives, audience and creative routes agreed.'],
    ['Pre-production', 'Scripts, storyboards, casting, locations and schedules.'],
    ['Production', 'Shoot days run by our own crew.'],
    ['Post & distribution', 'Edit, grade, sound, cut-downs and media placement.'],
  ),
  faqs: [
    {
      question: 'Where do you shoot?',
      answer: 'Across Egypt, the UAE, Saudi Arabia and the United States with our own crews, and anywhere else through trusted partners.',
    },
    {
      question: 'Can you work with our existing agency?',
      answer: 'Yes. We often produce content for campaigns planned by other agencies, or plan media for creative made elsewhere.',
    },
    {
      question: 'How quickly can you deliver social content?',
      answer: 'Always-on social packages deliver new content every week; reactive pieces can be turned around within 48 hours.',
    },
  ],
};

export const realEstateMarketingPage: ServicePage = {
  path: '/real-estate-marketing',
  serviceId: 'real-estate',
  eyebrow: 'Real Estate Marketing',
  title: 'Sell units faster with marketing built for property',
  intro:
    'From off-plan launches to completed communities, we help developers and brokers reach serious buyers, tell the story of a place and turn enquiries into reservations.',
  sections: [
    {
      heading: 'Show the place before it exists',
      paragraphs: [
        '3D walkthroughs, neighbourhood films and photography help buyers picture life in a home that is still under construction. We produce all of it in-house, timed to your sales phases.',
      ],
    },
    {
      heading: 'Leads your sales team wants',
      paragraphs: [
        'Campaigns target local, expatriate and investor audiences separately. Every lead reaches your CRM instantly with its source and a qualification score, and receives an immediate WhatsApp or e-mail reply.',
      ],
    },
    {
      heading: 'Launch events and beyond',
      paragraphs: [
        'We plan launch campaigns, event content and broker toolkits, then keep demand steady until the last unit is sold.',
      ],
    },
  ],
  deliverables: [
    'Project naming and branding',
    '3D walkthroughs and renders',
    'Lead-generation campaigns',
    'Project websites and landing pages',
    'CRM integration and lead scoring',
    'Broker and sales-centre materials',
  ],
  process: steps(
    ['Positioning', 'Who the project is for and why they should choose it.'],
    ['Assets', 'Brand, renders, films and the project website.'],
    ['Launch', 'Campaigns and events timed to the sales release.'],
    ['Sustain', 'Ongoing optimisation until sell-out.'],
  ),
  faqs: [
    {
      question: 'Do you work with off-plan projects?',
      answer: 'Yes. Most of our real estate work starts before construction, when strong marketing matters most.',
    },
    {
      question: 'Can you connect leads to our CRM?',
      answer: 'Yes. We integrate with common CRMs and can build custom connections when needed.',
    },
  ],
};
