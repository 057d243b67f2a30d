import { marked } from 'marked';

/**
 * An article's Markdown as HTML, not yet sanitised: render it only through `SafeHtml`. The prerenderer converts every
 * seeded article at build time and ships the result with the page, so a prerendered article never loads marked,
 * whose set-up and parse cost more main-thread time than the rest of the page's start-up.
 */
export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown, { async: false, gfm: true });
}
