/**
 * The main domain's route table, shared by the web app and the gateway:
 * the gateway answers 404 for any path `isKnownSitePath` rejects, and serves a prerendered file when one exists.
 */

/** Paths without parameters, in route-table order. */
export const staticSitePaths = [
  '/',
  '/about',
  '/work',
  '/contact',
  '/calendar',
  '/insights',
  '/solutions',
  '/approach',
  '/innovation',
  '/sustainability',
  '/community',
  '/giving-back',
  '/design',
  '/software-development',
  '/marketing',
  '/advertising-media',
  '/real-estate-marketing',
  '/careers',
  '/privacy',
  '/privacy/request',
  '/terms',
  '/cookies',
  '/accessibility',
  '/security',
  '/confidentiality',
  '/briefing-form/Teakandrope',
  '/work/sculpted',
  '/work/ave',
  '/work/hobbs',
  '/work/mania',
  '/work/glow-recipe',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/newsletter/confirmed',
  '/newsletter/unsubscribed',
  '/newsletter/invalid',
  '/admin',
  '/admin/auth',
  '/admin/dashboard',
  '/admin/two-factor',
] as const;

/** Parametrised paths in react-router syntax; each parameter is exactly one non-empty path segment. */
export const parametrisedSitePatterns = [
  '/insights/:slug',
  '/case-studies/:slug',
  '/projects/:slug',
  '/sculpted/:slug',
  '/briefing-form/:name',
  // Private: a visitor's own booking, opened with the token of its e-mail (noindex, never prerendered or listed).
  '/booking/:id',
] as const;

/** Pages that must never be indexed or prerendered (staff only). */
export const privateSitePaths = ['/admin', '/admin/auth', '/admin/dashboard', '/admin/two-factor'] as const;

/** '/about/' and '/about' are the same page; the root stays '/'. */
export function normalizeSitePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed || '/';
}

function matchesPattern(pattern: string, pathname: string): boolean {
  const patternParts = pattern.split('/');
  const pathParts = pathname.split('/');
  if (patternParts.length !== pathParts.length) return false;
  return patternParts.every((part, index) => (part.startsWith(':') ? pathParts[index].length > 0 : part === pathParts[index]));
}

/**
 * Pages of database content: every published item has its prerendered page (written by the build or the publisher),
 * so one without is not published, and its address answers 404 (with the app's shell, which shows the not-found state).
 */
export const contentPagePatterns = ['/insights/:slug', '/projects/:slug', '/sculpted/:slug'] as const;

export function isContentPagePath(pathname: string): boolean {
  const path = normalizeSitePath(pathname);
  return contentPagePatterns.some((pattern) => matchesPattern(pattern, path));
}

/** True for every path of the route table (static or matching a parametrised pattern), false for anything else. */
export function isKnownSitePath(pathname: string): boolean {
  const path = normalizeSitePath(pathname);
  if ((staticSitePaths as readonly string[]).includes(path)) return true;
  return parametrisedSitePatterns.some((pattern) => matchesPattern(pattern, path));
}

/** The calendar site is any host whose name starts with `calendar.` (e.g. calendar.localhost). */
export function isCalendarHost(hostname: string): boolean {
  return hostname.toLowerCase().startsWith('calendar.');
}
