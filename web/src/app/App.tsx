import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { BareWrapper, PageWrapper } from '../shell/PageWrapper';
import { RouteFallback } from '../shell/RouteFallback';
import { ScrollToTop } from '../shell/ScrollToTop';
import { StructuredData } from '../seo/StructuredData';
import { Toaster } from '../ui/Toaster';
import { calendarSitePage as CalendarSite, notFoundRoute, siteRoutes } from './routes';
import { PageHydrated } from './hydration';
import { useSite } from './site';

/** The whole app below the router: the calendar site, or the main site's routes in their wrappers. */
export function App() {
  const { isCalendarSite } = useSite();
  return (
    <>
      <ScrollToTop />
      <StructuredData />
      {isCalendarSite ? (
        <Suspense fallback={<RouteFallback />}>
          <CalendarSite />
          <PageHydrated />
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
