import { config } from '../config';
import { CONSENT_CHANGED_EVENT, readCookiePreferences } from './consent';

/** Delays after page load. */
export const TAG_MANAGER_DELAY_MS = 5000;
export const SESSION_RECORDING_DELAY_MS = 7000;

type AnalyticsOptions = { hostname: string; productionHostname: string; tagManagerId: string; sessionRecordingId: string };

function injectScript(id: string, src: string) {
  if (document.getElementById(id)) return;
  const script = document.createElement('script');
  script.id = id;
  script.async = true;
  script.src = src;
  document.head.append(script);
}

function loadTagManager(id: string) {
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  injectScript('gtm-script', `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`);
}

function loadSessionRecording(id: string) {
  injectScript('clarity-script', `https://www.clarity.ms/tag/${encodeURIComponent(id)}`);
}

const analyticsAllowed = () => readCookiePreferences()?.analytics === true;

/**
 * Consent-gated analytics: only on the production host, only with analytics consent; the tag manager 5 s and
 * session recording 7 s after load, and again when consent changes. Returns a cleanup function.
 */
export function startAnalytics(options: AnalyticsOptions = { hostname: window.location.hostname, ...config }): () => void {
  if (!options.productionHostname || options.hostname !== options.productionHostname) return () => undefined;

  const loaders = [
    { delay: TAG_MANAGER_DELAY_MS, load: () => options.tagManagerId && loadTagManager(options.tagManagerId) },
    { delay: SESSION_RECORDING_DELAY_MS, load: () => options.sessionRecordingId && loadSessionRecording(options.sessionRecordingId) },
  ];
  const due = new Set<() => unknown>();
  const timers: number[] = [];

  const startTimers = () =>
    loaders.forEach(({ delay, load }) =>
      timers.push(
        window.setTimeout(() => {
          due.add(load);
          if (analyticsAllowed()) load();
        }, delay),
      ),
    );
  // A consent given before a loader is due waits for its delay; after that it loads at once.
  const onConsentChanged = () => analyticsAllowed() && due.forEach((load) => load());

  if (document.readyState === 'complete') startTimers();
  else window.addEventListener('load', startTimers, { once: true });
  window.addEventListener(CONSENT_CHANGED_EVENT, onConsentChanged);

  return () => {
    timers.forEach((timer) => window.clearTimeout(timer));
    window.removeEventListener('load', startTimers);
    window.removeEventListener(CONSENT_CHANGED_EVENT, onConsentChanged);
  };
}
