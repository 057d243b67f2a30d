import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { BareWrapper, PageWrapper } from '../shell/PageWrapper';
import { RouteFallback } from '../shell/RouteFallback';
import { ScrollToTop } from '../shell/ScrollToTop';
import { StructuredData } from '../seo/StructuredData';
import { isStaffScreen, Toaster } from '../ui/Toaster';
import { calendarSitePage as CalendarSite, notFoundRoute, siteRoutes } from './routes';
import { PageHydrated } from './hydration';
import { useSite } from './site';

/** The whole app below the router: the calendar site, or the main site's routes in their wrappers. */
export function App() {
  const { isCalendarSite } = useSite();
  const { pathname } = useLocation();
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
      <Toaster placement={isStaffScreen(pathname) ? 'staff' : 'site'} />
    </>
  );
}
