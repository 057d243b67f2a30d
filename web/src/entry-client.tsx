import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { isCalendarHost, normalizeSitePath } from '../../shared/site/routes';
import { keepEarlyInput } from './app/hydration';
import { PRERENDER_STATE_ID, type PrerenderState } from './app/prerender-state';
import { Root } from './app/Root';
import { calendarSitePage, preloadRoute } from './app/routes';
import './styles/index.css';

// zod (loaded with the pages that validate API data) probes `new Function` to pick its fast parser; under the site's
// CSP (no 'unsafe-eval') that probe is reported as a violation even though zod catches it. Its documented `jitless`
// switch skips the probe. zod keeps its config on globalThis, so this needs no zod import in the entry chunk.
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
Object.assign((zodGlobal.__zod_globalConfig ??= {}), { jitless: true });

function readPrerenderState(): PrerenderState | null {
  const element = document.getElementById(PRERENDER_STATE_ID);
  try {
    return element?.textContent ? (JSON.parse(element.textContent) as PrerenderState) : null;
  } catch {
    return null;
  }
}

const Router = ({ children }: { children: ReactNode }) => <BrowserRouter>{children}</BrowserRouter>;

async function start() {
  const container = document.getElementById('root')!;
  const site = { origin: window.location.origin, isCalendarSite: isCalendarHost(window.location.hostname) };
  const state = readPrerenderState();
  // Hydrate only markup rendered for this very site and path (the calendar site is one page for every path); a
  // fallback page served for another path (or spa.html, which has no state) is rendered from scratch.
  const matches =
    state !== null &&
    (site.isCalendarSite ? state.site === 'calendar' : state.site === 'main' && state.path === normalizeSitePath(window.location.pathname));
  const app = (
    <StrictMode>
      <Root site={site} values={matches ? state.values : {}} router={Router} />
    </StrictMode>
  );

  if (matches) {
    // Load the page's chunk first (the HTML preloads it) so hydration renders it instead of flashing the fallback.
    // A page prerendered with server data hydrates from the query cache, so it needs the cache (and the page's chunk,
    // which reads it) first.
    const seeded = state.queries.length > 0 && import('./app/query-client').then(({ seedQueries }) => seedQueries(state.queries));
    await Promise.all([site.isCalendarSite ? calendarSitePage.preload() : preloadRoute(window.location.pathname), seeded]);
    keepEarlyInput(container);
    // As a transition, hydration yields to the browser every few milliseconds instead of one long blocking task.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

void start();
