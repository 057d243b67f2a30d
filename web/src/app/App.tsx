import { Suspense, useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { BareWrapper, PageWrapper } from '../shell/PageWrapper';
import { RouteFallback } from '../shell/RouteFallback';
import { ScrollToTop } from '../shell/ScrollToTop';
import { StructuredData } from '../seo/StructuredData';
import { Toaster } from '../ui/Toaster';
import { calendarSitePage as CalendarSite, notFoundRoute, siteRoutes } from './routes';
import { useSite } from './site';

/** The whole app below the router: the calendar site, or the main site's routes in their wrappers. */
export function App() {
  const { isCalendarSite } = useSite();
  // A readiness mark for tests and tools: the prerendered markup is visible before React has attached handlers.
  useEffect(() => document.documentElement.setAttribute('data-hydrated', 'true'), []);
  return (
    <>
      <ScrollToTop />
      <StructuredData />
      {isCalendarSite ? (
        <Suspense fallback={<RouteFallback />}>
          <CalendarSite />
        </Suspense>
      ) : (
        <Routes>
          <Route element={<PageWrapper />}>
            {siteRoutes
              .filter((route) => route.chrome !== false)
              .map(({ path, page: Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
            <Route path={notFoundRoute.path} element={<notFoundRoute.page />} />
          </Route>
          <Route element={<BareWrapper />}>
            {siteRoutes
              .filter((route) => route.chrome === false)
              .map(({ path, page: Page }) => (
                <Route key={path} path={path} element={<Page />} />
              ))}
          </Route>
        </Routes>
      )}
      <Toaster />
    </>
  );
}
