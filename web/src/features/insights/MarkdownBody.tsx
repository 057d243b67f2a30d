import { useMemo } from 'react';
import { articleHtml } from './article-html';

/** Converts the body in the browser: for articles reached by client-side navigation or published after the build. */
export default function MarkdownBody({ markdown, className }: { markdown: string; className: string }) {
  const html = useMemo(() => articleHtml(markdown), [markdown]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
