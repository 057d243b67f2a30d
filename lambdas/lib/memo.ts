/**
 * Keeps a loader's answer for `ttlMs` in this Lambda container, and lets concurrent callers share one load.
 * For public content that changes only with a deploy or a seed: a busy page then costs one read per container
 * every few seconds instead of one per request. A failed load is not kept.
 */
export function memoize<T>(ttlMs: number, load: () => Promise<T>, now: () => number = Date.now): () => Promise<T> {
  let cached: { value: Promise<T>; expiresAt: number } | undefined;
  return () => {
    const time = now();
    if (!cached || cached.expiresAt <= time) {
      const value = load();
      const entry = { value, expiresAt: time + ttlMs };
      cached = entry;
      value.catch(() => {
        if (cached === entry) cached = undefined;
      });
    }
    return cached.value;
  };
}

/**
 * Builds a value on first use and keeps it for the container's life: how a domain's `deps.ts` creates its stores,
 * so a function builds only the stores it calls (and needs only their tables' configuration).
 */
export function once<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}
