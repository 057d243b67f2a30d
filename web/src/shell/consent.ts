/**
 * Cookie consent in local storage.
 * Every change of preferences fires CONSENT_CHANGED_EVENT on window; the analytics loader listens for it.
 */
export const COOKIE_BANNER_SEEN_KEY = 'cookieBannerSeen';
export const COOKIE_PREFERENCES_KEY = 'cookiePreferences';
export const CONSENT_CHANGED_EVENT = 'cookieConsentChanged';

export type CookiePreferences = { essential: boolean; analytics: boolean; marketing: boolean; functional: boolean };

export const ALL_COOKIES: CookiePreferences = { essential: true, analytics: true, marketing: true, functional: true };
export const ESSENTIAL_ONLY: CookiePreferences = { essential: true, analytics: false, marketing: false, functional: false };

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function hasSeenCookieBanner(): boolean {
  return storage()?.getItem(COOKIE_BANNER_SEEN_KEY) === 'true';
}

export function markCookieBannerSeen() {
  storage()?.setItem(COOKIE_BANNER_SEEN_KEY, 'true');
}

/** The stored choice, or null when the visitor has not chosen yet. */
export function readCookiePreferences(): CookiePreferences | null {
  const raw = storage()?.getItem(COOKIE_PREFERENCES_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<CookiePreferences>;
    return {
      essential: true,
      analytics: parsed.analytics === true,
      marketing: parsed.marketing === true,
      functional: parsed.functional === true,
    };
  } catch {
    return null;
  }
}

export function saveCookiePreferences(preferences: CookiePreferences) {
  storage()?.setItem(COOKIE_PREFERENCES_KEY, JSON.stringify({ ...preferences, essential: true }));
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGED_EVENT, { detail: preferences }));
}
