import { lazy, type ComponentType } from 'react';

export type LazyPage = ComponentType & { preload: () => Promise<void> };

/**
 * A lazily loaded page that can be preloaded. Once its chunk has loaded it renders synchronously, which is what
 * prerendering needs (renderToString cannot wait) and what hydration needs (no fallback flash: the client preloads
 * the matched page before hydrateRoot, so the first render matches the prerendered HTML).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let Loaded: ComponentType | undefined;
  let pending: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () =>
    (pending ??= load().then((module) => {
      Loaded = module.default;
      return module;
    }));
  const Lazy = lazy(loadOnce);
  const Page = () => (Loaded ? <Loaded /> : <Lazy />);
  return Object.assign(Page, { preload: () => loadOnce().then(() => undefined) });
}
