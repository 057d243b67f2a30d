import { createRequire } from 'node:module';
import createDOMPurify from 'dompurify';
import { registerServerPurifier } from './SafeHtml';

type JsdomModule = { JSDOM: new (html: string) => { window: Window & typeof globalThis } };

/**
 * Build time only (imported by pages' `prerender.ts`, which only the prerender bundle loads): gives SafeHtml a
 * DOM-backed DOMPurify so prerendered pages carry the same sanitised HTML the browser produces.
 * jsdom ships without type declarations, hence the typed require.
 */
export function installServerPurifier() {
  const { JSDOM } = createRequire(import.meta.url)('jsdom') as JsdomModule;
  registerServerPurifier(createDOMPurify(new JSDOM('').window));
}
