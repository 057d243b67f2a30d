import { startTransition, useEffect, useState } from 'react';
import { CALL_POPUP_DELAY_MS, hasSeenCallPopup } from './call-popup-seen';
import { hasSeenCookieBanner } from './consent';

/**
 * Which overlays show, one at a time: the cookie banner first, and the call popup only once the banner has been
 * answered, `CALL_POPUP_DELAY_MS` after that (or after the page loaded, for a visitor who answered it before). Both
 * read local storage, so both start hidden and are decided after hydration (the prerendered HTML never contains them).
 * Opening them is a transition: it must not force the rest of the page to finish hydrating in one blocking task.
 */
export function useShellOverlays() {
  const [cookieBannerOpen, setCookieBannerOpen] = useState(false);
  const [cookieBannerAnswered, setCookieBannerAnswered] = useState(false);
  const [callPopupOpen, setCallPopupOpen] = useState(false);

  useEffect(() => {
    const seen = hasSeenCookieBanner();
    startTransition(() => (seen ? setCookieBannerAnswered(true) : setCookieBannerOpen(true)));
  }, []);

  useEffect(() => {
    if (!cookieBannerAnswered || hasSeenCallPopup()) return;
    const timer = window.setTimeout(() => startTransition(() => setCallPopupOpen(!hasSeenCallPopup())), CALL_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [cookieBannerAnswered]);

  return {
    cookieBannerOpen,
    closeCookieBanner: () => {
      setCookieBannerOpen(false);
      setCookieBannerAnswered(true);
    },
    callPopupOpen,
    closeCallPopup: () => setCallPopupOpen(false),
    /** Whether a banner or popup holds the bottom of the screen, where a phone has no room for another layer. */
    overlayOpen: cookieBannerOpen || callPopupOpen,
  };
}
