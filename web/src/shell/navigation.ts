/** The navigation's content. */
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

/**
 * How long a scroll to a section keeps following it: the longest smooth scroll across a page, plus the sections it
 * passes fetching their code and lists.
 */
export const FOLLOW_SECTION_MS = 3000;

/** The visitor's own scrolling or interaction ends the following at once. */
const VISITOR_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/** Scrolls smoothly to a section of the current page; false when the page has no such section. */
export function scrollToSection(id: string): boolean {
  const section = document.getElementById(id);
  if (!section) return false;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const aim = () => section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  aim();
  followSection(section, aim);
  return true;
}

/**
 * A smooth scroll sets out for where the section is when it starts, but the sections it passes render their lazily
 * loaded code and lists on the way and change height (on the home page the calendar heading ended 200 px off, under
 * the header). So for a while, unless the visitor takes over, every move of the section aims the scroll again.
 */
function followSection(section: HTMLElement, aim: () => void) {
  if (typeof ResizeObserver === 'undefined') return;
  const pageTop = () => section.getBoundingClientRect().top + window.scrollY;
  let top = pageTop();
  // Anything that moves the section changes the page's height too (sections above it grow or shrink).
  const observer = new ResizeObserver(() => {
    const now = pageTop();
    if (Math.abs(now - top) < 1) return;
    top = now;
    aim();
  });
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of VISITOR_INPUT) window.removeEventListener(type, stop, true);
  };
  const timer = window.setTimeout(stop, FOLLOW_SECTION_MS);
  for (const type of VISITOR_INPUT) window.addEventListener(type, stop, { capture: true, passive: true });
  observer.observe(document.body);
}

/**
 * Pages where the footer's closing invitation ("Book a free call") would only send the visitor where they already
 * are: the booking calendar and the page that manages a booking.
 */
export function footerInvitesToBook(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path !== '/calendar' && !path.startsWith('/booking/');
}
