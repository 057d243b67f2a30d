import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAnalytics } from './analytics';
import { ALL_COOKIES, ESSENTIAL_ONLY, saveCookiePreferences } from './consent';

const production = { hostname: 'northstar.agency', productionHostname: 'northstar.agency', tagManagerId: 'GTM-TEST', sessionRecordingId: 'rec123' };
const scriptSources = () => [...document.querySelectorAll('script')].map((script) => script.src);

let stop: () => void = () => undefined;

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  document.head.innerHTML = '';
});

afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('consent-gated analytics', () => {
  it('loads the tag manager at 5 s and session recording at 7 s once analytics are allowed', () => {
    saveCookiePreferences(ALL_COOKIES);
    stop = startAnalytics(production);
    vi.advanceTimersByTime(4999);
    expect(scriptSources()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(scriptSources()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST']);
    vi.advanceTimersByTime(2000);
    expect(scriptSources()).toContain('https://www.clarity.ms/tag/rec123');
  });

  it('loads nothing without consent, then everything due when consent arrives', () => {
    saveCookiePreferences(ESSENTIAL_ONLY);
    stop = startAnalytics(production);
    vi.advanceTimersByTime(10_000);
    expect(scriptSources()).toEqual([]);
    saveCookiePreferences(ALL_COOKIES);
    expect(scriptSources()).toHaveLength(2);
  });

  it('loads nothing on any other host, whatever the consent', () => {
    saveCookiePreferences(ALL_COOKIES);
    stop = startAnalytics({ ...production, hostname: 'localhost' });
    vi.advanceTimersByTime(10_000);
    window.dispatchEvent(new CustomEvent('cookieConsentChanged'));
    expect(scriptSources()).toEqual([]);
  });
});
