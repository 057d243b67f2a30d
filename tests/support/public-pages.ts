import { parametrisedSitePatterns, privateSitePaths, staticSitePaths } from '../../shared/site/routes';

/**
 * Every public route of the route table, a parametrised one by a seeded page it serves (prerendered, so crawlers get
 * it without JavaScript). A pattern added to the table without an example here fails the route-table check
 * (tests/e2e/shell/prerender.spec.ts).
 */
export const routeExamples: Record<(typeof parametrisedSitePatterns)[number], string | null> = {
  '/insights/:slug': '/insights/design-systems-that-scale',
  '/case-studies/:slug': '/case-studies/lumen-skin-paid-social',
  '/projects/:slug': '/projects/cartwise',
  '/sculpted/:slug': '/sculpted/the-dune-house',
  '/briefing-form/:name': '/briefing-form/Teakandrope',
  // A visitor's own booking, reached only with its e-mail's token: private, never prerendered.
  '/booking/:id': null,
};

export const publicRoutes: readonly string[] = [
  ...new Set([
    ...staticSitePaths.filter((path) => !(privateSitePaths as readonly string[]).includes(path)),
    ...Object.values(routeExamples).filter((path): path is string => path !== null),
  ]),
];
