import { createRequire } from 'node:module';
import createDOMPurify from 'dompurify';
import { sanitisedHtmlValue, type SanitisedHtml } from '../app/prerendered-html';
import { registerServerPurifier, sanitizeHtml } from './SafeHtml';

type JsdomModule = { JSDOM: new (html: string) => { window: Window & typeof globalThis } };

/**
 * Build time only (imported by pages' `prerender.ts`, which only the prerender bundle loads): gives SafeHtml a
 * DOM-backed DOMPurify so prerendered pages carry the same sanitised HTML the browser produces.
 * jsdom ships without type declarations, hence the typed require.
 */
let installed = false;

export function installServerPurifier() {
  if (installed) return;
  installed = true;
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as JsdomModule;
  registerServerPurifier(createDOMPurify(new JSDOM('').window));
}

/** What a page's `prerender.ts` stores for a `PrerenderedHtml`: `html` (made from the record's `source`) sanitised. */
export function prerenderedHtml(source: string, html: string): SanitisedHtml {
  installServerPurifier();
  return sanitisedHtmlValue(source, sanitizeHtml(html));
}
