/** Whether this browser has closed the call popup (local storage), and when the popup opens. */
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
