import { describe, expect, it } from 'vitest';
import { isKnownSitePath, parametrisedSitePatterns, staticSitePaths } from '../../../shared/site/routes';
import { notFoundRoute, routeForPath, siteRoutes } from './routes';

describe('route module', () => {
  it('has exactly the paths of the shared route table', () => {
    const appPaths = siteRoutes.map((route) => route.path).sort();
    expect(appPaths).toEqual([...staticSitePaths, ...parametrisedSitePatterns].sort());
  });

  it('renders the not-found page exactly for the paths the gateway answers with 404', () => {
    for (const path of ['/', '/about', '/projects/glow', '/work/ave', '/nope', '/work/nope', '/admin/x']) {
      expect(routeForPath(path) !== notFoundRoute).toBe(isKnownSitePath(path));
    }
  });
});
