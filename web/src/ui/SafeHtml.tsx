import DOMPurify from 'dompurify';
import type { ElementType } from 'react';

/**
 * Sanitised HTML from content records (a project's `hero_banner_2_text`, an article's body).
 * Import this file directly (not through `../ui`): DOMPurify stays out of pages that never render HTML.
 *
 * In the browser DOMPurify uses the page's DOM. During prerendering there is no DOM: a page's `prerender.ts`
 * registers a DOM-backed purifier (`./safe-html-server`); without one the text is escaped, never trusted.
 */
type Purifier = Pick<typeof DOMPurify, 'sanitize' | 'addHook' | 'isSupported'>;

let serverPurifier: Purifier | undefined;
const prepared = new WeakSet<Purifier>();

/** Called at build time only, with a DOMPurify instance bound to a server-side window. */
export function registerServerPurifier(purifier: Purifier) {
  serverPurifier = purifier;
}

/** Links leaving the site open in a new tab without handing it our window. */
function prepare(purifier: Purifier): Purifier {
  if (prepared.has(purifier)) return purifier;
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (/^https?:\/\//i.test(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
    }
  });
  prepared.add(purifier);
  return purifier;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The HTML with scripts, event handlers, `javascript:` URLs and other active content removed. */
export function sanitizeHtml(html: string): string {
  const purifier = DOMPurify.isSupported ? DOMPurify : serverPurifier;
  if (!purifier) return escapeHtml(html);
  return prepare(purifier).sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] });
}

/** Renders an HTML string after sanitising it. */
export function SafeHtml({ html, as: Tag = 'div', className }: { html: string; as?: ElementType; className?: string }) {
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
