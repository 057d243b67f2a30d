import { marked } from 'marked';
import { sanitizeHtml } from '../../ui/SafeHtml';

/**
 * An article's Markdown as sanitised HTML (DOMPurify; links leaving the site open safely). The prerenderer runs it at
 * build time and ships the result with the page, so a prerendered article never loads marked or DOMPurify: both
 * together cost more main-thread time than the rest of the page's start-up.
 */
export function articleHtml(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown, { async: false, gfm: true }));
}
