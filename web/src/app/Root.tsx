import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { App } from './App';
import { DataProvider } from './page-data';
import { SiteProvider, type SiteInfo } from './site';

/** Providers shared by the browser and the prerenderer; each wraps it in its own router. */
export function Root({
  site,
  queryClient,
  values,
  router: Router,
}: {
  site: SiteInfo;
  queryClient: QueryClient;
  values: Record<string, unknown>;
  router: (props: { children: ReactNode }) => ReactNode;
}) {
  return (
    <SiteProvider value={site}>
      <DataProvider client={queryClient} values={values}>
        <Router>
          <App />
        </Router>
      </DataProvider>
    </SiteProvider>
  );
}
