import type { SiteContent } from '../../../shared/content/site-content';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Data a page needs to render its content, available to the prerenderer and to the browser alike.
 * At build time, `web/src/pages/<page>/prerender.ts` modules fill this map from the seed modules (shared/content);
 * the prerendered HTML carries it to the browser, which hydrates with the same data and fetches nothing.
 * After client-side navigation (or for a slug not prerendered) `load` runs.
 */
type PageDataMap = Map<string, unknown>;

const PageDataContext = createContext<PageDataMap>(new Map());

export function PageDataProvider({ initial, children }: { initial: Record<string, unknown>; children: ReactNode }) {
  const map = useRef<PageDataMap>(new Map(Object.entries(initial)));
  return <PageDataContext.Provider value={map.current}>{children}</PageDataContext.Provider>;
}

export type PageDataState<T> = {
  data: T | undefined;
  status: 'loading' | 'ready' | 'error';
  error: unknown;
  reload: () => void;
};

/**
 * `key` names the data globally, e.g. `project:glow-recipe` or `insights:list`; use the same key in the page's
 * prerender.ts. `load` fetches it at run time (through a `use<Domain>Api` hook).
 */
export function usePageData<T>(key: string, load: () => Promise<T>): PageDataState<T> {
  const map = useContext(PageDataContext);
  const seeded = map.has(key);
  const [state, setState] = useState<Omit<PageDataState<T>, 'reload'>>(() =>
    seeded ? { data: map.get(key) as T, status: 'ready', error: undefined } : { data: undefined, status: 'loading', error: undefined },
  );
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (attempt === 0 && map.has(key)) {
      setState({ data: map.get(key) as T, status: 'ready', error: undefined });
      return;
    }
    let cancelled = false;
    setState((current) => ({ data: current.data, status: 'loading', error: undefined }));
    loadRef.current().then(
      (data) => {
        map.set(key, data);
        if (!cancelled) setState({ data, status: 'ready', error: undefined });
      },
      (error: unknown) => !cancelled && setState({ data: undefined, status: 'error', error }),
    );
    return () => {
      cancelled = true;
    };
  }, [key, attempt, map]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, reload };
}

/** A value only prerendering provides (no loader): `undefined` after client-side navigation to a page not prerendered. */
export function usePrerenderedValue<T>(key: string): T | undefined {
  return useContext(PageDataContext).get(key) as T | undefined;
}

/** What a page's `prerender.ts` exports as `prerender` (see docs/web.md). */
export type PagePrerender = {
  /** The route pattern of the page, exactly as in web/src/app/routes.tsx ('/projects/:slug', '/about'). */
  pattern: string;
  /** For parametrised patterns: the concrete paths the content holds (e.g. every published project). */
  paths?: (content: SiteContent) => string[] | Promise<string[]>;
  /** The usePageData entries the page reads when rendering `path` from this content. */
  data?: (path: string, content: SiteContent) => Record<string, unknown> | Promise<Record<string, unknown>>;
};
