import { StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { isCalendarHost, normalizeSitePath } from '../../shared/site/routes';
import { PRERENDER_STATE_ID, type PrerenderState } from './app/prerender-state';
import { Root } from './app/Root';
import { preloadRoute } from './app/routes';
import './styles/index.css';

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
  // The gateway's SPA fallback serves the home page's HTML for paths without their own file (and for the calendar
  // site): hydrate only markup that was rendered for this very path and site.
  const matches = !site.isCalendarSite && state !== null && state.path === normalizeSitePath(window.location.pathname);
  const app = (
    <StrictMode>
      <Root site={site} pageData={matches ? state.data : {}} router={Router} />
    </StrictMode>
  );

  if (matches) {
    // Load the page's chunk first so hydration renders it synchronously instead of flashing the fallback.
    await preloadRoute(window.location.pathname);
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

void start();
