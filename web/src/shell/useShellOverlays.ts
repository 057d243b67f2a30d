import { startTransition, useEffect, useState } from 'react';
import { CALL_POPUP_DELAY_MS, hasSeenCallPopup } from './CallPopup';
import { hasSeenCookieBanner } from './consent';

/**
 * Which overlays show. Both read local storage, so both start hidden and are decided after hydration
 * (the prerendered HTML never contains them). Opening them is a transition: it must not force the rest of the page
 * to finish hydrating in one blocking task.
 */
export function useShellOverlays() {
  const [cookieBannerOpen, setCookieBannerOpen] = useState(false);
  const [callPopupOpen, setCallPopupOpen] = useState(false);

  useEffect(() => {
    startTransition(() => setCookieBannerOpen(!hasSeenCookieBanner()));
    if (hasSeenCallPopup()) return;
    const timer = window.setTimeout(() => startTransition(() => setCallPopupOpen(!hasSeenCallPopup())), CALL_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return {
    cookieBannerOpen,
    closeCookieBanner: () => setCookieBannerOpen(false),
    callPopupOpen,
    closeCallPopup: () => setCallPopupOpen(false),
  };
}
