/*
 * Whether the visitor has seen the call popup, kept apart from the popup itself: the shell decides when to open it
 * on every page, while the popup's code loads only when it opens.
 */

export const CALL_POPUP_SEEN_KEY = 'callPopupSeen';
export const CALL_POPUP_DELAY_MS = 15_000;

export function hasSeenCallPopup(): boolean {
  try {
    return localStorage.getItem(CALL_POPUP_SEEN_KEY) !== null;
  } catch {
    return false;
  }
}

export function markCallPopupSeen() {
  try {
    localStorage.setItem(CALL_POPUP_SEEN_KEY, 'true');
  } catch {
    // Private mode: it may show again on the next visit.
  }
}
