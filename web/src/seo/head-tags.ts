import type { ResolvedSeo } from '../../../shared/site/seo';

/** One head element per metadata field; the same list drives the prerendered HTML and the client updates. */
type HeadTag =
  | { kind: 'meta'; attr: 'name' | 'property'; key: string; content: string }
  | { kind: 'link'; rel: string; href: string };

export function headTags(seo: ResolvedSeo): HeadTag[] {
  const meta = (attr: 'name' | 'property', key: string, content: string): HeadTag => ({ kind: 'meta', attr, key, content });
  return [
    meta('name', 'description', seo.description),
    meta('name', 'keywords', seo.keywords),
    meta('name', 'robots', seo.robots),
    meta('name', 'author', seo.author),
    meta('property', 'og:title', seo.og.title),
    meta('property', 'og:description', seo.og.description),
    meta('property', 'og:type', seo.og.type),
    meta('property', 'og:url', seo.og.url),
    meta('property', 'og:image', seo.og.image),
    meta('property', 'og:site_name', seo.og.siteName),
    meta('name', 'twitter:card', seo.twitter.card),
    meta('name', 'twitter:title', seo.twitter.title),
    meta('name', 'twitter:description', seo.twitter.description),
    meta('name', 'twitter:image', seo.twitter.image),
    { kind: 'link', rel: 'canonical', href: seo.canonical },
  ];
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head markup of a prerendered page (title, metadata, canonical; the viewport is in index.html). */
export function renderHeadHtml(seo: ResolvedSeo): string {
  const tags = headTags(seo).map((tag) =>
    tag.kind === 'meta'
      ? `<meta ${tag.attr}="${tag.key}" content="${escapeHtml(tag.content)}" />`
      : `<link rel="${tag.rel}" href="${escapeHtml(tag.href)}" />`,
  );
  return [`<title>${escapeHtml(seo.title)}</title>`, ...tags].join('\n    ');
}

/** Updates document.head in place: existing tags (e.g. prerendered ones) are reused, missing ones created. */
export function applySeoToDocument(seo: ResolvedSeo, doc: Document = document) {
  doc.title = seo.title;
  for (const tag of headTags(seo)) {
    const selector = tag.kind === 'meta' ? `meta[${tag.attr}="${tag.key}"]` : `link[rel="${tag.rel}"]`;
    let element = doc.head.querySelector(selector);
    if (!element) {
      element = doc.createElement(tag.kind);
      if (tag.kind === 'meta') element.setAttribute(tag.attr, tag.key);
      else element.setAttribute('rel', tag.rel);
      doc.head.append(element);
    }
    if (tag.kind === 'meta') element.setAttribute('content', tag.content);
    else element.setAttribute('href', tag.href);
  }
  const viewport = doc.head.querySelector('meta[name="viewport"]');
  if (viewport && viewport.getAttribute('content') !== seo.viewport) viewport.setAttribute('content', seo.viewport);
}
