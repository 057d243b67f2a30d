import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageHydrated } from '../app/hydration';
import ChatLauncher from '../features/chat/ChatLauncher';
import { startAnalytics } from './analytics';
import { CookieBanner } from './CookieBanner';
import { Footer } from './Footer';
import { footerInvitesToBook } from './navigation';
import { NavBar } from './NavBar';
import { RouteFallback } from './RouteFallback';
import { addStartupHints } from './startup-hints';
import { TopBanner } from './TopBanner';
import { useShellOverlays } from './useShellOverlays';

const CallPopup = lazy(() => import('./CallPopup').then((module) => ({ default: module.CallPopup })));

/** The public page frame: top banner, header, content, footer, cookie banner, call popup and the chat launcher. */
export function PageWrapper() {
  const { pathname } = useLocation();
  const overlays = useShellOverlays();

  useEffect(() => startAnalytics(), []);
  useEffect(() => addStartupHints(pathname), [pathname]);

  return (
    <>
      <a href="#main" className="sr-only z-[60] rounded-pill bg-inverse px-5 py-3 font-semibold text-inverse-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3">
        Skip to content
      </a>
      <TopBanner />
      <NavBar />
      <main id="main" tabIndex={-1} className="outline-none">
        <Suspense fallback={<RouteFallback />}>
          <Outlet />
          <PageHydrated />
        </Suspense>
      </main>
      <Footer invite={footerInvitesToBook(pathname)} />
      {overlays.cookieBannerOpen && <CookieBanner onDone={overlays.closeCookieBanner} />}
      {overlays.callPopupOpen && (
        <Suspense fallback={null}>
          <CallPopup onDone={overlays.closeCallPopup} />
        </Suspense>
      )}
      <ChatLauncher yieldsToOverlay={overlays.overlayOpen} />
    </>
  );
}

/** Staff pages: no public chrome, no overlays. */
export function BareWrapper() {
  return (
    <main id="main">
      <Suspense fallback={<RouteFallback />}>
        <Outlet />
        <PageHydrated />
      </Suspense>
    </main>
  );
}
