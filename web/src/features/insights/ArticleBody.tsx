import { marked } from 'marked';
import { useMemo } from 'react';
import { SafeHtml } from '../../ui/SafeHtml';

// prose-site plus the elements articles use beyond headings, lists and links.
const BODY_CLASSES = [
  'prose-site mx-auto text-[1.0625rem]',
  '[&_blockquote]:my-8 [&_blockquote]:border-l-2 [&_blockquote]:border-accent [&_blockquote]:pl-6 [&_blockquote]:text-lead [&_blockquote]:text-ink',
  '[&_code]:rounded-md [&_code]:bg-surface-2 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.9em] [&_hr]:my-10 [&_hr]:border-line',
  '[&_img]:my-8 [&_img]:rounded-card [&_li]:mb-2 [&_li::marker]:text-accent',
].join(' ');

/** The article's Markdown, converted with marked and sanitised with DOMPurify (links leaving the site open safely). */
export function ArticleBody({ markdown }: { markdown: string }) {
  const html = useMemo(() => marked.parse(markdown, { async: false, gfm: true }), [markdown]);
  return <SafeHtml html={html} className={BODY_CLASSES} />;
}
