import { claims } from '../content/stats';
import { brand } from './brand';
import { seoDefaults, titleSuffix as suffix, type SeoFallback } from './seo';

/** The built-in record of each page with a seo_pages entry: what its head shows when the entry is absent or empty. */
export const seoFallbacks = {
  home: {
    title: `${brand.name} | Built for bold brands that want one powerful partner`,
    description: `${brand.name} is a full-house digital agency: AI and software development, branding and design, marketing, and advertising and media production for brands worldwide.`,
    keywords: seoDefaults.keywords,
    ogImage: seoDefaults.ogImage,
  },
  about: {
    title: `About Us${suffix}`,
    description: `Meet ${brand.name}: a full-house agency of strategists, engineers, designers and storytellers working across Egypt, the UAE, Saudi Arabia and the United States.`,
    keywords: 'about digital agency, agency team, full service agency, creative agency',
    ogImage: seoDefaults.ogImage,
  },
  work: {
    title: `Our Work — Projects that Transform Industries${suffix}`,
    description: 'Selected projects and case studies across health and beauty, fashion, retail, SaaS, hospitality, real estate, NGOs and government.',
    keywords: 'portfolio, case studies, agency work, digital projects',
    ogImage: seoDefaults.ogImage,
  },
  solutions: {
    title: `Solutions — All Your Solutions In One Place${suffix}`,
    description: 'Software and AI development, branding and design, marketing, and advertising and media production from one partner.',
    keywords: 'digital solutions, software development, branding, marketing, advertising, media production',
    ogImage: seoDefaults.ogImage,
  },
  'software-development': {
    title: `AI & Software Development${suffix}`,
    description: 'Web platforms, mobile apps and AI products engineered for scale, from discovery to launch and beyond.',
    keywords: 'software development, AI development, web development, mobile app development',
    ogImage: seoDefaults.ogImage,
  },
  design: {
    title: `Branding & Design${suffix}`,
    description: 'Brand identities, UI/UX and product design that make bold brands unmistakable.',
    keywords: 'branding, brand identity, UI/UX design, product design',
    ogImage: seoDefaults.ogImage,
  },
  marketing: {
    title: `Digital Marketing${suffix}`,
    description: 'Performance marketing, SEO, social and content strategies measured by the results they deliver.',
    keywords: 'digital marketing, performance marketing, SEO, social media marketing',
    ogImage: seoDefaults.ogImage,
  },
  'advertising-media': {
    title: `Advertising & Media Production${suffix}`,
    description: 'Campaigns, films and content produced end to end, from concept to the final cut.',
    keywords: 'advertising, media production, video production, campaigns',
    ogImage: seoDefaults.ogImage,
  },
  careers: {
    title: `Careers${suffix}`,
    description: `Join ${brand.name} and build work that moves bold brands forward.`,
    keywords: 'agency careers, design jobs, developer jobs, marketing jobs',
    ogImage: seoDefaults.ogImage,
  },
  insights: {
    title: `Insights${suffix}`,
    description: 'Ideas on marketing, AI, business, design and advertising from the people who do the work.',
    keywords: 'agency blog, marketing insights, AI insights, design articles',
    ogImage: seoDefaults.ogImage,
  },
  contact: {
    title: `Contact Us — Let's Connect${suffix}`,
    description: `Tell us about your project. We reply ${claims.replyWindow}, and the first 30-minute strategy call is free.`,
    keywords: 'contact digital agency, hire agency, project inquiry',
    ogImage: seoDefaults.ogImage,
  },
  calendar: {
    title: `Book a Free Consultation${suffix}`,
    description: 'Book a free 30-minute discovery session to explore how we can bring your vision to life.',
    keywords: 'book consultation, discovery call, free strategy call',
    ogImage: seoDefaults.ogImage,
  },
  privacy: {
    title: `Privacy Policy${suffix}`,
    description: `How ${brand.name} collects, uses and protects your personal data.`,
    keywords: 'privacy policy, data protection',
    ogImage: seoDefaults.ogImage,
  },
  terms: {
    title: `Terms of Service${suffix}`,
    description: `The terms that govern the use of the ${brand.name} website and services.`,
    keywords: 'terms of service, terms and conditions',
    ogImage: seoDefaults.ogImage,
  },
  cookies: {
    title: `Cookie Policy & Preferences${suffix}`,
    description: 'Which cookies we use, why, and how to change your preferences at any time.',
    keywords: 'cookie policy, cookie preferences, consent',
    ogImage: seoDefaults.ogImage,
  },
  security: {
    title: `Security${suffix}`,
    description: `How ${brand.name} keeps client data and systems secure.`,
    keywords: 'security, data security, information security',
    ogImage: seoDefaults.ogImage,
  },
  accessibility: {
    title: `Accessibility Statement${suffix}`,
    description: `Our commitment to making the ${brand.name} website usable by everyone.`,
    keywords: 'accessibility, WCAG, inclusive design',
    ogImage: seoDefaults.ogImage,
  },
  innovation: {
    title: `Innovation${suffix}`,
    description: 'How we explore new technology, from AI to immersive media, to keep our clients ahead.',
    keywords: 'innovation, AI, emerging technology',
    ogImage: seoDefaults.ogImage,
  },
  sustainability: {
    title: `Sustainability${suffix}`,
    description: 'Our commitments to responsible, low-impact digital work.',
    keywords: 'sustainability, responsible digital, green web',
    ogImage: seoDefaults.ogImage,
  },
  community: {
    title: `Community${suffix}`,
    description: 'Events, mentoring and open knowledge for the creative and tech communities we belong to.',
    keywords: 'community, mentoring, events',
    ogImage: seoDefaults.ogImage,
  },
  'giving-back': {
    title: `Giving Back${suffix}`,
    description: 'Pro bono work and partnerships with NGOs and causes we believe in.',
    keywords: 'giving back, pro bono, NGOs, social impact',
    ogImage: seoDefaults.ogImage,
  },
  confidentiality: {
    title: `Confidentiality${suffix}`,
    description: 'How we protect the confidential information our clients share with us.',
    keywords: 'confidentiality, NDA, client data',
    ogImage: seoDefaults.ogImage,
  },
  approach: {
    title: `Our Approach${suffix}`,
    description: 'A six-step process, proven principles and the reasons it works for bold brands.',
    keywords: 'agency process, approach, methodology',
    ogImage: seoDefaults.ogImage,
  },
} as const satisfies Record<string, SeoFallback>;

export type SeoPageKey = keyof typeof seoFallbacks;

/** The page key of a path, for the pages that have a metadata entry. */
export function seoPageKeyForPath(pathname: string): SeoPageKey | undefined {
  if (pathname === '/') return 'home';
  const key = pathname.slice(1);
  return key in seoFallbacks ? (key as SeoPageKey) : undefined;
}
