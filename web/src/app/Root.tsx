import type { ReactNode } from 'react';
import { App } from './App';
import { PageDataProvider } from './page-data';
import { SiteProvider, type SiteInfo } from './site';

/** Providers shared by the browser and the prerenderer; each wraps it in its own router. */
export function Root({ site, pageData, router: Router }: { site: SiteInfo; pageData: Record<string, unknown>; router: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <SiteProvider value={site}>
      <PageDataProvider initial={pageData}>
        <Router>
          <App />
        </Router>
      </PageDataProvider>
    </SiteProvider>
  );
}
