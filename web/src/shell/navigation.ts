/** The navigation's content (site-shell-booking-chat-auth.md §2). */
export type ServiceLink = { title: string; description: string; to: string; image: string };

export const serviceLinks: ServiceLink[] = [
  {
    title: 'AI & Software Development',
    description: 'Web platforms, mobile apps and AI products built to scale.',
    to: '/software-development',
    image: '/brand/service-development.svg',
  },
  {
    title: 'Branding & Design',
    description: 'Identities and interfaces people remember.',
    to: '/design',
    image: '/brand/service-design.svg',
  },
  {
    title: 'Marketing',
    description: 'Performance, SEO and social that pay for themselves.',
    to: '/marketing',
    image: '/brand/service-marketing.svg',
  },
  {
    title: 'Advertising & Media',
    description: 'Campaigns, films and content from concept to cut.',
    to: '/advertising-media',
    image: '/brand/service-advertising.svg',
  },
];

/**
 * A desktop bar item (Solutions and the links). The bar shows from 768 px (the mobile menu is for narrower screens),
 * so items tighten below 1280 px and shrink their type below 1024 px to keep every link in one row.
 */
export const barItemClasses = 'inline-flex h-10 items-center rounded-pill px-2 text-[13px] font-medium transition-colors hover:bg-surface-2 lg:text-sm xl:px-3';

/** The bar's links after Solutions, in order. Approach has a special rule on mobile (see MobileMenu). */
export const primaryLinks = [
  { label: 'Approach', to: '/approach' },
  { label: 'Work', to: '/work' },
  { label: 'Careers', to: '/careers' },
  { label: 'About', to: '/about' },
  { label: 'Insights', to: '/insights' },
  { label: 'Calendar', to: '/calendar' },
] as const;

export const footerGroups = [
  {
    id: 'company',
    title: 'Company',
    links: [
      { label: 'About', to: '/about' },
      { label: 'Careers', to: '/careers' },
      { label: 'Contact', to: '/contact' },
    ],
  },
  {
    id: 'solutions',
    title: 'Solutions',
    links: [
      { label: 'Software Development', to: '/software-development' },
      { label: 'Design', to: '/design' },
      { label: 'Marketing', to: '/marketing' },
      { label: 'Advertising & Media', to: '/advertising-media' },
    ],
  },
  {
    id: 'resources',
    title: 'Resources',
    links: [
      { label: 'Terms of Service', to: '/terms' },
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Cookie Policy', to: '/cookies' },
      { label: 'Accessibility', to: '/accessibility' },
      { label: 'Security', to: '/security' },
      { label: 'Confidentiality', to: '/confidentiality' },
    ],
  },
] as const;

/** Scrolls smoothly to a section of the current page; false when the page has no such section. */
export function scrollToSection(id: string): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  return true;
}
