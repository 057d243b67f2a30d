import { Suspense, useEffect, useState, type ComponentType } from 'react';
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

type CallPopupComponent = ComponentType<{ onDone: () => void }>;

/**
 * The call popup's code, fetched once the popup is due (15 s after the start at the earliest), so no page downloads it
 * while it starts. It shows as soon as the code is there: held in state rather than behind Suspense, whose reveal
 * waits on a timer of its own.
 */
function useCallPopup(due: boolean): CallPopupComponent | null {
  const [CallPopup, setCallPopup] = useState<CallPopupComponent | null>(null);
  useEffect(() => {
    // Without its code (offline, say) the invitation simply does not show.
    if (due && !CallPopup) import('./CallPopup').then((module) => setCallPopup(() => module.CallPopup), () => undefined);
  }, [due, CallPopup]);
  return CallPopup;
}

/** The public page frame: top banner, header, content, footer, cookie banner, call popup and the chat launcher. */
export function PageWrapper() {
  const { pathname } = useLocation();
  const overlays = useShellOverlays();
  const CallPopup = useCallPopup(overlays.callPopupOpen);

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
      {overlays.callPopupOpen && CallPopup && <CallPopup onDone={overlays.closeCallPopup} />}
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
