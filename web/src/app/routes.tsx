import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router-dom';
import { lazyPage, type LazyPage } from './lazyPage';

/**
 * THE route module: every page of the route table, lazily loaded from its
 * folder under web/src/pages/. `chrome: false` renders a page without the public header, footer and banners.
 * Keep in sync with shared/site/routes.ts (a unit test checks both lists agree).
 */
export type SiteRoute = { path: string; page: LazyPage; chrome?: boolean };

type PageModule = { default: ComponentType };
const pageModules = import.meta.glob<PageModule>('../pages/*/index.tsx');

/** The page in web/src/pages/<folder>/index.tsx. */
function pageIn(folder: string): LazyPage {
  const load = pageModules[`../pages/${folder}/index.tsx`];
  if (!load) throw new Error(`No page module in web/src/pages/${folder}`);
  return lazyPage(`src/pages/${folder}/index.tsx`, load);
}

const page = {
  home: pageIn('home'),
  about: pageIn('about'),
  work: pageIn('work'),
  contact: pageIn('contact'),
  calendar: pageIn('calendar'),
  insights: pageIn('insights'),
  insightArticle: pageIn('insight-article'),
  solutions: pageIn('solutions'),
  approach: pageIn('approach'),
  caseStudy: pageIn('case-study'),
  project: pageIn('project'),
  sculpted: pageIn('sculpted'),
  workShowcase: pageIn('work-showcase'),
  innovation: pageIn('innovation'),
  sustainability: pageIn('sustainability'),
  community: pageIn('community'),
  givingBack: pageIn('giving-back'),
  design: pageIn('design'),
  softwareDevelopment: pageIn('software-development'),
  marketing: pageIn('marketing'),
  advertisingMedia: pageIn('advertising-media'),
  realEstateMarketing: pageIn('real-estate-marketing'),
  careers: pageIn('careers'),
  privacy: pageIn('privacy'),
  privacyRequest: pageIn('privacy-request'),
  terms: pageIn('terms'),
  cookies: pageIn('cookies'),
  accessibility: pageIn('accessibility'),
  security: pageIn('security'),
  confidentiality: pageIn('confidentiality'),
  briefingForm: pageIn('briefing-form'),
  admin: pageIn('admin'),
  adminAuth: pageIn('admin-auth'),
  adminDashboard: pageIn('admin-dashboard'),
  adminTwoFactor: pageIn('admin-two-factor'),
  newsletter: pageIn('newsletter'),
  manageBooking: pageIn('manage-booking'),
  notFound: pageIn('not-found'),
};

export const siteRoutes: SiteRoute[] = [
  { path: '/', page: page.home },
  { path: '/about', page: page.about },
  { path: '/work', page: page.work },
  { path: '/contact', page: page.contact },
  { path: '/calendar', page: page.calendar },
  { path: '/insights', page: page.insights },
  { path: '/insights/:slug', page: page.insightArticle },
  { path: '/solutions', page: page.solutions },
  { path: '/approach', page: page.approach },
  { path: '/case-studies/:slug', page: page.caseStudy },
  { path: '/projects/:slug', page: page.project },
  { path: '/sculpted/:slug', page: page.sculpted },
  { path: '/innovation', page: page.innovation },
  { path: '/sustainability', page: page.sustainability },
  { path: '/community', page: page.community },
  { path: '/giving-back', page: page.givingBack },
  { path: '/design', page: page.design },
  { path: '/software-development', page: page.softwareDevelopment },
  { path: '/marketing', page: page.marketing },
  { path: '/advertising-media', page: page.advertisingMedia },
  { path: '/real-estate-marketing', page: page.realEstateMarketing },
  { path: '/careers', page: page.careers },
  { path: '/privacy', page: page.privacy },
  { path: '/privacy/request', page: page.privacyRequest },
  { path: '/terms', page: page.terms },
  { path: '/cookies', page: page.cookies },
  { path: '/accessibility', page: page.accessibility },
  { path: '/security', page: page.security },
  { path: '/confidentiality', page: page.confidentiality },
  { path: '/briefing-form/:name', page: page.briefingForm },
  { path: '/briefing-form/Teakandrope', page: page.briefingForm },
  { path: '/work/sculpted', page: page.workShowcase },
  { path: '/work/ave', page: page.workShowcase },
  { path: '/work/hobbs', page: page.workShowcase },
  { path: '/work/mania', page: page.workShowcase },
  { path: '/work/glow-recipe', page: page.workShowcase },
  { path: '/newsletter/confirm', page: page.newsletter },
  { path: '/newsletter/unsubscribe', page: page.newsletter },
  { path: '/newsletter/confirmed', page: page.newsletter },
  { path: '/newsletter/unsubscribed', page: page.newsletter },
  { path: '/newsletter/invalid', page: page.newsletter },
  { path: '/booking/:id', page: page.manageBooking },
  { path: '/admin', page: page.admin, chrome: false },
  { path: '/admin/auth', page: page.adminAuth, chrome: false },
  { path: '/admin/dashboard', page: page.adminDashboard, chrome: false },
  { path: '/admin/two-factor', page: page.adminTwoFactor, chrome: false },
];

export const notFoundRoute: SiteRoute = { path: '*', page: page.notFound };

/** The calendar site (a `calendar.` host): its own lazily loaded page, so the booking code stays off the main site's entry. */
export const calendarSitePage = lazyPage('src/shell/CalendarSite.tsx', () => import('../shell/CalendarSite'));

/** The route a path renders (the not-found route for unknown paths). */
export function routeForPath(pathname: string): SiteRoute {
  const matches = matchRoutes(siteRoutes, pathname);
  return matches?.[matches.length - 1]?.route ?? notFoundRoute;
}

/** Loads the chunk of the page a path renders; awaited before hydrating and before prerendering. */
export function preloadRoute(pathname: string): Promise<void> {
  return routeForPath(pathname).page.preload();
}
