/**
 * Which links the assistant may show. Only http(s), mailto and the site's own paths are links; anything else
 * (javascript:, data:, protocol-relative //host, relative paths without a leading slash) is dropped.
 */
export type ChatLink =
  | { kind: 'internal'; href: string }
  | { kind: 'external'; href: string }
  | { kind: 'mail'; href: string };

export function classifyChatLink(rawHref: string | null | undefined): ChatLink | null {
  const href = (rawHref ?? '').trim();
  if (href.length === 0) return null;
  // Control characters and whitespace inside a URL are a classic way to sneak a scheme past filters.
  if (/[\u0000-\u001f\u007f\s\\]/.test(href)) return null;
  if (href.startsWith('/')) {
    if (href.startsWith('//')) return null;
    return { kind: 'internal', href };
  }
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  if (scheme === 'http' || scheme === 'https') {
    try {
      const url = new URL(href);
      return url.hostname ? { kind: 'external', href: url.href } : null;
    } catch {
      return null;
    }
  }
  if (scheme === 'mailto') return /^mailto:[^\s@]+@[^\s@]+$/i.test(href) ? { kind: 'mail', href } : null;
  return null;
}
