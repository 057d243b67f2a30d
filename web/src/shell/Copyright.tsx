import { useSyncExternalStore } from 'react';
import { brand } from '../../../shared/site/brand';

/** The build's year (its date is baked in for the sitemap): what the prerendered page says. */
const BUILD_YEAR = Number((import.meta.env.SITEMAP_LASTMOD ?? new Date().toISOString()).slice(0, 4));
const noSubscription = () => () => undefined;

/**
 * The copyright year: the build's in the prerendered HTML, the visitor's current year once the page runs, so a page
 * built last December reads right in January without a hydration mismatch.
 */
function useCopyrightYear(): number {
  return useSyncExternalStore(noSubscription, () => new Date().getFullYear(), () => BUILD_YEAR);
}

/** "© {current year} Northstar Digital", the line every footer of the site ends with; `rights` adds the reservation. */
export function Copyright({ rights = false }: { rights?: boolean }) {
  const year = useCopyrightYear();
  return (
    <>
      © {year} {brand.name}
      {rights && '. All rights reserved.'}
    </>
  );
}
