import { brand } from '../../site/brand';
import type { CareersPage, StaticPage } from '../types';

export const careersPage: CareersPage = {
  path: '/careers',
  title: 'Careers at Northstar',
  intro:
    'We are engineers, designers, strategists and storytellers who like hard problems and honest feedback. Join a team that ships work for ambitious brands across the Middle East and the United States.',
  sections: [
    {
      heading: 'How we work',
      paragraphs: [
        'Small, cross-functional squads own each client from strategy to results. You will work alongside people from other disciplines every day, and you will see the impact of your work in the numbers our clients report.',
        'We are remote-friendly with offices in Cairo, Dubai, Riyadh and New York. Teams agree on a few shared hours for collaboration and protect the rest of the day for focused work.',
      ],
    },
    {
      heading: 'What we offer',
      paragraphs: ['We invest in people who invest in their craft.'],
      bullets: [
        'Competitive salary reviewed every year, plus a performance bonus',
        'Private health insurance for you and your family',
        'An annual learning budget for courses, books and conferences',
        'Flexible hours and up to four weeks of remote work from anywhere each year',
        'Latest hardware and the software you need to do your best work',
        'Two paid volunteering days a year with our community partners',
      ],
    },
    {
      heading: 'Our hiring process',
      paragraphs: [
        'A short introduction call, a practical task that reflects the real job (paid when it takes more than two hours), a conversation with the team you would join and a final talk with a founder. We reply to every applicant and aim to make a decision within three weeks.',
      ],
    },
  ],
  openings: [
    {
      id: 'senior-full-stack-engineer',
      title: 'Senior Full-Stack Engineer (TypeScript)',
      team: 'Engineering',
      location: 'Cairo or remote (EET ± 3h)',
      type: 'Full-time',
      summary: 'Design and build web platforms and serverless APIs for clients in fintech, retail and real estate.',
      responsibilities: [
        'Lead the technical design of new client platforms',
        'Build React front ends and TypeScript services on AWS',
        'Review code and mentor mid-level engineers',
        'Work with designers and strategists from discovery onwards',
      ],
      requirements: [
        'Five or more years building production web applications',
        'Strong TypeScript, React and Node.js',
        'Experience with cloud infrastructure and automated testing',
        'Clear written English; Arabic is a plus',
      ],
    },
    {
      id: 'ai-engineer',
      title: 'AI Engineer',
      team: 'Engineering',
      location: 'Dubai',
      type: 'Full-time',
      summary: 'Turn large language models into dependable features: assistants, document pipelines and internal tools.',
      responsibilities: [
        'Prototype and ship retrieval-augmented assistants for clients',
        'Design evaluation sets and guardrails for every AI feature',
        'Advise clients on data privacy and model selection',
      ],
      requirements: [
        'Production experience with LLM APIs and vector search',
        'Solid Python or TypeScript engineering habits',
        'A pragmatic view of what AI should and should not do',
      ],
    },
    {
      id: 'senior-product-designer',
      title: 'Senior Product Designer',
      team: 'Design',
      location: 'Cairo or Riyadh',
      type: 'Full-time',
      summary: 'Shape apps and websites from research to polished interface, and grow our design systems practice.',
      responsibilities: [
        'Plan and run user research and usability tests',
        'Design flows, prototypes and high-fidelity interfaces',
        'Build and maintain client design systems in Figma',
      ],
      requirements: [
        'A portfolio showing shipped digital products and your process',
        'Experience designing for right-to-left languages is a strong plus',
        'Working knowledge of accessibility standards (WCAG 2.2)',
      ],
    },
    {
      id: 'performance-marketing-manager',
      title: 'Performance Marketing Manager',
      team: 'Marketing',
      location: 'Dubai',
      type: 'Full-time',
      summary: 'Own paid media strategy and results for a portfolio of e-commerce and lead-generation clients.',
      responsibilities: [
        'Plan, launch and optimise campaigns on Meta, Google, TikTok and Snapchat',
        'Set up and audit conversion tracking with the analytics team',
        'Present results and recommendations to client leadership',
      ],
      requirements: [
        'Four or more years managing significant paid media budgets',
        'Confident with attribution, experiments and spreadsheets',
        'Experience in Gulf markets',
      ],
    },
    {
      id: 'video-producer',
      title: 'Video Producer & Editor',
      team: 'Media Production',
      location: 'Riyadh',
      type: 'Contract',
      summary: 'Produce and edit campaign films and social-first content from brief to final delivery.',
      responsibilities: [
        'Plan shoots, crews and schedules',
        'Edit, colour and deliver cut-downs for every platform',
        'Keep productions on budget and on brand',
      ],
      requirements: [
        'A reel of commercial and social work',
        'Fluency in Premiere Pro or DaVinci Resolve',
        'Arabic and English',
      ],
    },
  ],
};

export const innovationPage: StaticPage = {
  path: '/innovation',
  title: 'Innovation at Northstar',
  intro:
    'New technology is only useful when it solves a real problem. Our innovation practice tests emerging tools on our own work first, then brings the ones that pay off to our clients.',
  sections: [
    {
      heading: 'Northstar Labs',
      paragraphs: [
        'Every quarter a small team spends protected time on experiments: AI-assisted design reviews, automated creative testing, voice interfaces in Arabic dialects and faster ways to build accessible interfaces. Each experiment ends with a written verdict — adopt, keep watching or drop.',
      ],
    },
    {
      heading: 'Responsible AI',
      paragraphs: [
        'We use AI to speed up research, drafting, coding and analysis, always with a person accountable for the result. Client data never trains public models, every AI feature we ship has an evaluation set and a human fallback, and we tell users when they are talking to an assistant.',
      ],
    },
    {
      heading: 'What it means for clients',
      paragraphs: ['Innovation shows up in your project as practical advantages.'],
      bullets: [
        'Prototypes in days instead of weeks',
        'Creative variations tested before media money is spent',
        'Assistants that answer customers in their language around the clock',
        'Dashboards that explain results in plain words',
      ],
    },
  ],
};

export const sustainabilityPage: StaticPage = {
  path: '/sustainability',
  title: 'Sustainability',
  intro:
    'Digital work has a physical footprint: servers, devices, travel and production. We measure ours, reduce it where we can and help clients do the same.',
  sections: [
    {
      heading: 'Lighter websites and apps',
      paragraphs: [
        'Smaller pages load faster and use less energy. We set performance budgets for every site we build, compress images and video by default, avoid unnecessary scripts and host on cloud regions with published renewable-energy commitments.',
      ],
    },
    {
      heading: 'Responsible production',
      paragraphs: [
        'Our studio favours local crews and locations to cut travel, rents equipment rather than buying it, and donates reusable set materials after each shoot. Remote-first collaboration keeps business travel to the trips that truly matter.',
      ],
    },
    {
      heading: 'Our commitments',
      paragraphs: ['We report our progress every year.'],
      bullets: [
        'Measure and publish our operational emissions annually',
        'Run all new client hosting on low-carbon cloud regions where latency allows',
        'Offer every client a free page-weight and performance audit',
        'Halve production travel per project by 2027 compared with 2023',
      ],
    },
  ],
};

export const communityPage: StaticPage = {
  path: '/community',
  title: 'Community',
  intro: `${brand.name} grew up in the creative and tech communities of Cairo, Dubai, Riyadh and New York. We give back by sharing what we know.`,
  sections: [
    {
      heading: 'Meetups and talks',
      paragraphs: [
        'We host monthly evening sessions on design, engineering and marketing in our offices, open to anyone who registers. Speakers include our own team, our clients and guests from the wider industry.',
      ],
    },
    {
      heading: 'Internships and mentoring',
      paragraphs: [
        'Every summer we welcome paid interns in engineering, design and marketing, and our senior staff mentor graduates through university partnerships. Many of our interns now lead client projects.',
      ],
    },
    {
      heading: 'Open knowledge',
      paragraphs: [
        'We publish practical guides on our Insights page, release small open-source tools from our engineering work and share anonymised benchmarks so smaller businesses can compare their results fairly.',
      ],
    },
  ],
};

export const givingBackPage: StaticPage = {
  path: '/giving-back',
  title: 'Giving Back',
  intro: 'Good causes deserve good communication. Each year we give a share of our time to organisations that cannot afford an agency.',
  sections: [
    {
      heading: 'Pro bono projects',
      paragraphs: [
        'We commit around five percent of our studio hours to non-profit work: websites, campaigns and brand refreshes for charities working in education, clean water, health and the environment. Partners are selected once a year through an open application.',
      ],
    },
    {
      heading: 'Volunteering',
      paragraphs: [
        'Every team member has two paid volunteering days a year. Teams often spend them together, teaching digital skills to young people or helping local organisations with their online presence.',
      ],
    },
    {
      heading: 'Apply for support',
      paragraphs: [
        `Registered non-profits can apply by writing to ${brand.supportEmail} with a short description of their mission and the help they need. We answer every application.`,
      ],
    },
  ],
};
