import type { Service } from './types';

/** The four service lines (/solutions, home solutions tabs), in tab order. */
export const services: readonly Service[] = [
  {
    id: 'development',
    title: 'AI & Software Development',
    headline: 'Software that thinks ahead of your business',
    description:
      'We design, build and run web platforms, mobile apps and AI-powered tools that automate the busywork, surface the insight hidden in your data and scale with every new customer.',
    features: [
      'Custom web and mobile applications',
      'AI assistants, automation and data pipelines',
      'Cloud architecture built to scale securely',
      'Ongoing support, monitoring and iteration',
    ],
    cta: 'See More',
    image: '/media/services/development.webp',
    route: '/software-development',
  },
  {
    id: 'design',
    title: 'Branding & Design',
    headline: 'Brands people remember and products they love to use',
    description:
      'From the first logo sketch to a complete design system, we shape identities and digital experiences that look distinctive, read clearly and convert across every touchpoint.',
    features: [
      'Brand strategy, naming and visual identity',
      'UI/UX design for web and mobile products',
      'Design systems and brand guidelines',
      'Packaging, print and environmental design',
    ],
    cta: 'See More',
    image: '/media/services/design.webp',
    route: '/design',
  },
  {
    id: 'marketing',
    title: 'Digital Marketing',
    headline: 'Growth you can measure, campaign after campaign',
    description:
      'We plan and run full-funnel marketing across search, social and e-mail, grounded in clean tracking and honest reporting, so every budget decision is backed by data.',
    features: [
      'Performance marketing on search and social',
      'SEO and content that ranks and converts',
      'Social media management and community growth',
      'Analytics, attribution and conversion optimisation',
    ],
    cta: 'See More',
    image: '/media/services/marketing.webp',
    route: '/marketing',
  },
  {
    id: 'advertising',
    title: 'Advertising & Media Production',
    headline: 'Stories that stop the scroll and move the needle',
    description:
      'Our in-house studio concepts, shoots and edits campaign films, product photography and social-first content, then places it where your audience is watching.',
    features: [
      'Campaign concepts and creative direction',
      'Video production, photography and motion graphics',
      'Short-form content for TikTok, Reels and Shorts',
      'Media planning and buying across channels',
    ],
    cta: 'See More',
    image: '/media/services/advertising.webp',
    route: '/advertising-media',
  },
];
