import { useMemo } from 'react';
import { SafeHtml } from '../../ui/SafeHtml';
import { markdownToHtml } from './article-html';

/** Converts the body in the browser: for articles reached by client-side navigation or published after the build. */
export default function MarkdownBody({ markdown, className }: { markdown: string; className: string }) {
  const html = useMemo(() => markdownToHtml(markdown), [markdown]);
  return <SafeHtml html={html} className={className} />;
}
