import type { ReactNode } from 'react';
import { App } from './App';
import { PrerenderedValuesProvider } from './page-data';
import { SiteProvider, type SiteInfo } from './site';

/** Providers shared by the browser and the prerenderer; each wraps it in its own router. */
export function Root({ site, values, router: Router }: { site: SiteInfo; values: Record<string, unknown>; router: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <SiteProvider value={site}>
      <PrerenderedValuesProvider values={values}>
        <Router>
          <App />
        </Router>
      </PrerenderedValuesProvider>
    </SiteProvider>
  );
}
