import type { ResolvedSeo } from '../../../../../shared/site/seo';

/*
 * How a page shows outside the site, from its head as the site resolves it: a search result (address, title,
 * description) and a social card (picture, site, title, description). Search engines and networks cut long texts,
 * so the preview cuts them where they roughly do, to show the editor what survives.
 */

/** Roughly what a search result shows of a title and a description before cutting them off. */
export const SEARCH_TITLE_CHARS = 60;
export const SEARCH_DESCRIPTION_CHARS = 160;

const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/** The address as a search result writes it: `www.example.com › careers`. */
export function breadcrumbOf(url: string): string {
  try {
    const { host, pathname } = new URL(url);
    const parts = pathname.split('/').filter(Boolean);
    return [host, ...parts].join(' › ');
  } catch {
    return url;
  }
}

export function searchResultOf(seo: ResolvedSeo) {
  return { address: breadcrumbOf(seo.canonical), title: cut(seo.title, SEARCH_TITLE_CHARS), description: cut(seo.description, SEARCH_DESCRIPTION_CHARS) };
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

export function SeoPreview({ seo }: { seo: ResolvedSeo }) {
  const result = searchResultOf(seo);
  return (
    <div className="flex flex-col gap-5">
      <section aria-label="Search result preview" className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-ink">In search results</h3>
        <div className="rounded-card border border-line bg-surface p-4">
          <p className="truncate text-xs text-muted">{result.address}</p>
          <p className="mt-1 text-lg leading-snug text-[#1a0dab] dark:text-[#8ab4f8]">{result.title}</p>
          <p className="mt-1 text-sm text-muted">{result.description}</p>
        </div>
      </section>
      <section aria-label="Social card preview" className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-ink">When shared</h3>
        <div className="overflow-hidden rounded-card border border-line bg-surface">
          <img src={seo.og.image} alt="" className="aspect-[1.91/1] w-full bg-canvas object-cover" />
          <div className="flex flex-col gap-1 border-t border-line p-3">
            <p className="truncate text-xs text-muted uppercase">{hostOf(seo.og.url)}</p>
            <p className="line-clamp-2 font-semibold text-ink">{seo.og.title}</p>
            <p className="line-clamp-2 text-sm text-muted">{seo.og.description}</p>
          </div>
        </div>
      </section>
    </div>
  );
}
