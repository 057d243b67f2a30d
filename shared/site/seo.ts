import { brand } from './brand';

/**
 * Page metadata: the built-in records, the seo_pages records that override them, and the defaults.
 * A page's head comes from its `seo_pages` record (GET /api/seo-pages/{key}) or, when that is absent or fails,
 * from the built-in fallback record below, completed with the defaults.
 */

/** The API's record, as stored in `seo_pages` (every field but page_key may be empty). */
export type SeoPageRecord = {
  page_key: string;
  title?: string | null;
  description?: string | null;
  keywords?: string | null;
  og_image?: string | null;
  og_title?: string | null;
  og_description?: string | null;
  og_type?: string | null;
  og_url?: string | null;
  twitter_card?: string | null;
  twitter_title?: string | null;
  twitter_description?: string | null;
  twitter_image?: string | null;
  canonical_url?: string | null;
  robots_directives?: string | null;
  meta_author?: string | null;
  meta_viewport?: string | null;
};

/** The built-in record each page falls back to. */
export type SeoFallback = { title: string; description: string; keywords: string; ogImage: string };

export const seoDefaults = {
  robots: 'index, follow, max-snippet:-1, max-image-preview:large, max-video-preview:-1',
  noindexRobots: 'noindex, nofollow',
  twitterCard: 'summary_large_image',
  ogType: 'website',
  viewport: 'width=device-width, initial-scale=1',
  author: brand.name,
  ogImage: '/media/og/default.png',
  /** The keywords of a page that has none of its own (the not-found page, notices): what the whole site is about. */
  keywords: 'digital agency, software development, AI development, branding, design, marketing, advertising, media production',
} as const;

const suffix = ` | ${brand.name}`;

/** A page's own title, ending in the site's name like every built-in title (one that names the site already is kept). */
const withSiteName = (title: string) => (title.includes(brand.name) ? title : `${title}${suffix}`);

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
    description: 'Tell us about your project. We reply within 24 hours, and the first 30-minute strategy call is free.',
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

/** The calendar page's title and description in calendar mode (the calendar site). */
export const calendarModeSeo = {
  title: `Book Your Consultation | ${brand.calendarName}`,
  description: 'Schedule a free 30-minute consultation with our team. Pick a date and time that works for you.',
} as const;

/** The path of a page key's page: the home page is `/`, every other page lives at `/{key}`. */
export const seoPagePath = (key: string) => (key === 'home' ? '/' : `/${key}`);

/** The page key of a path, for the pages that have a metadata entry. */
export function seoPageKeyForPath(pathname: string): SeoPageKey | undefined {
  if (pathname === '/') return 'home';
  const key = pathname.slice(1);
  return key in seoFallbacks ? (key as SeoPageKey) : undefined;
}

/** Everything the head needs, fully resolved (absolute URLs). */
export type ResolvedSeo = {
  title: string;
  description: string;
  keywords: string;
  robots: string;
  author: string;
  viewport: string;
  canonical: string;
  og: { title: string; description: string; type: string; url: string; image: string; siteName: string };
  twitter: { card: string; title: string; description: string; image: string };
};

/**
 * Per-page values a page can pass itself (projects, articles) instead of a seo_pages key. `title` is the page's own
 * name: the site's name is appended to it.
 */
export type SeoOverrides = Partial<SeoFallback> & { noindex?: boolean; ogType?: string };

function absolute(origin: string, url: string): string {
  if (/^https?:\/\//.test(url)) return url;
  return `${origin.replace(/\/+$/, '')}${url.startsWith('/') ? url : `/${url}`}`;
}

const pick = (...values: Array<string | null | undefined>) => values.find((value) => value != null && value.trim() !== '') ?? '';

/**
 * Merges, in order of precedence: the API record, the page's overrides, the built-in fallback, the defaults, so every
 * field has a value. `path` is the page's own path, used for the canonical and og:url when the record has none.
 */
export function resolveSeo(input: {
  origin: string;
  path: string;
  record?: SeoPageRecord | null;
  fallback?: Partial<SeoFallback>;
  overrides?: SeoOverrides;
}): ResolvedSeo {
  const { origin, path, record, fallback = {}, overrides = {} } = input;
  const ownTitle = overrides.title?.trim();
  const title = pick(record?.title, ownTitle && withSiteName(ownTitle), fallback.title, brand.name);
  const description = pick(record?.description, overrides.description, fallback.description, brand.slogan);
  const image = absolute(origin, pick(record?.og_image, overrides.ogImage, fallback.ogImage, seoDefaults.ogImage));
  const canonical = absolute(origin, pick(record?.canonical_url, path));
  const robots = overrides.noindex ? seoDefaults.noindexRobots : pick(record?.robots_directives, seoDefaults.robots);
  return {
    title,
    description,
    keywords: pick(record?.keywords, overrides.keywords, fallback.keywords, seoDefaults.keywords),
    robots,
    author: pick(record?.meta_author, seoDefaults.author),
    viewport: pick(record?.meta_viewport, seoDefaults.viewport),
    canonical,
    og: {
      title: pick(record?.og_title, title),
      description: pick(record?.og_description, description),
      type: pick(record?.og_type, overrides.ogType, seoDefaults.ogType),
      url: absolute(origin, pick(record?.og_url, canonical)),
      image,
      siteName: brand.name,
    },
    twitter: {
      card: pick(record?.twitter_card, seoDefaults.twitterCard),
      title: pick(record?.twitter_title, record?.og_title, title),
      description: pick(record?.twitter_description, record?.og_description, description),
      image: absolute(origin, pick(record?.twitter_image, record?.og_image, overrides.ogImage, fallback.ogImage, seoDefaults.ogImage)),
    },
  };
}
