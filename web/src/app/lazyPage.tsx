import { lazy, type ComponentType } from 'react';

export type LazyPage = ComponentType & {
  preload: () => Promise<void>;
  /** The page module's path from web/ (its key in Vite's build manifest), so prerendered HTML can preload its chunk. */
  source: string;
};

/**
 * A lazily loaded page that can be preloaded. Once its chunk has loaded it renders synchronously, which is what
 * prerendering needs (renderToString cannot wait) and what hydration needs (no fallback flash: the client preloads
 * the matched page before hydrateRoot, so the first render matches the prerendered HTML).
 */
export function lazyPage(source: string, load: () => Promise<{ default: ComponentType }>): LazyPage {
  let Loaded: ComponentType | undefined;
  let pending: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () =>
    (pending ??= load().then((module) => {
      Loaded = module.default;
      return module;
    }));
  const Lazy = lazy(loadOnce);
  const Page = () => (Loaded ? <Loaded /> : <Lazy />);
  return Object.assign(Page, { preload: () => loadOnce().then(() => undefined), source });
}
