/**
 * Types of the agency's content. Static display content (services, case studies, testimonials, …) is typed here;
 * the shapes that cross the API (projects, videos, posts, reactions, SEO records, contact and newsletter requests)
 * are zod schemas in `./schemas` and re-exported here as their inferred types.
 */
export type {
  MediaType,
  Project,
  ProjectSummary,
  Video,
  BlogPost,
  BlogPostSummary,
  ReactionCounts,
  PostReactions,
  SeoPage,
  ContactRequest,
  NewsletterRequest,
} from './schemas';
export type { ReactionType } from './reactions';

export type ServiceId = 'development' | 'design' | 'marketing' | 'advertising';

/** A service line as shown on /solutions and in the home solutions tabs. */
export interface Service {
  id: ServiceId;
  title: string;
  headline: string;
  description: string;
  /** Exactly four feature bullets. */
  features: readonly [string, string, string, string];
  cta: 'See More';
  image: string;
  /** The service's own page. */
  route: '/software-development' | '/design' | '/marketing' | '/advertising-media';
}

/** A case study as its card shows it (home strip, service pages, related studies). */
export interface CaseStudyCard {
  slug: string;
  company: string;
  title: string;
  industry: string;
  mainMetric: string;
  mainMetricLabel: string;
  secondaryMetric: string;
  secondaryMetricLabel: string;
  image: string;
  services: readonly ServiceId[];
}

/** What a case study's own page tells beyond its card. */
export interface CaseStudyStory {
  summary: string;
  challenge: string;
  solution: string;
  results: readonly string[];
}

export type CaseStudy = CaseStudyCard & CaseStudyStory;

/** Written testimonial on the home page. */
export interface HomeTestimonial {
  name: string;
  role: string;
  company: string;
  image: string;
  text: string;
}

/** Written testimonial on the About page. */
export interface AboutTestimonial {
  name: string;
  role: string;
  company: string;
  image: string;
  testimonial: string;
}

export interface TestimonialVideo {
  videoId: string;
  title: string;
  company: string;
  thumbnail: string;
  /** A direct file (played natively) or a Vimeo/YouTube link (converted to an embed URL). */
  videoUrl: string;
}

export type LogoSize = 'extraSmall' | 'small' | 'medium' | 'large';

export interface ClientLogo {
  name: string;
  src: string;
  size: LogoSize;
}

/** Colour style of a tag pill; the web maps each to its classes. */
export type TagColor = 'violet' | 'sky' | 'emerald' | 'amber' | 'rose' | 'slate';

export interface Tag {
  text: string;
  color: TagColor;
}

export interface TeamMember {
  name: string;
  role: string;
  image: string;
}

export interface Value {
  title: string;
  description: string;
}

export interface Statistic {
  value: string;
  label: string;
  sublabel: string;
}

export interface ProcessStep {
  number: string;
  title: string;
  description: string;
}

/** A titled block of copy: paragraphs and optional bullets. */
export interface CopySection {
  heading: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
}

export interface Faq {
  question: string;
  answer: string;
}

export interface JobOpening {
  id: string;
  title: string;
  team: string;
  location: string;
  type: 'Full-time' | 'Contract';
  summary: string;
  responsibilities: readonly string[];
  requirements: readonly string[];
}

/** A text page (company, legal or topic page). */
export interface StaticPage {
  path: string;
  title: string;
  intro: string;
  /** Shown as 'Last updated {date}' on legal pages; ISO date. */
  lastUpdated?: string;
  sections: readonly CopySection[];
}

export interface CareersPage extends StaticPage {
  openings: readonly JobOpening[];
}

/** The long copy of a service page (/software-development, /design, /marketing, /advertising-media, /real-estate-marketing). */
export interface ServicePage extends StaticPage {
  serviceId: ServiceId | 'real-estate';
  eyebrow: string;
  deliverables: readonly string[];
  process: readonly ProcessStep[];
  faqs: readonly Faq[];
}
