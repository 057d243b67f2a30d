import { lazy, Suspense } from 'react';
import { PrerenderedHtml } from '../../app/prerendered-html';
import { articleBodyValueKey } from './post-queries';
import { Skeleton } from '../../ui';

// prose-site plus the elements articles use beyond headings, lists and links.
const BODY_CLASSES = [
  'prose-site mx-auto text-[1.0625rem]',
  '[&_blockquote]:my-8 [&_blockquote]:border-l-2 [&_blockquote]:border-accent [&_blockquote]:pl-6 [&_blockquote]:text-lead [&_blockquote]:text-ink',
  '[&_code]:rounded-md [&_code]:bg-surface-2 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-[0.9em] [&_hr]:my-10 [&_hr]:border-line',
  '[&_img]:my-8 [&_img]:rounded-card [&_li]:mb-2 [&_li::marker]:text-accent',
].join(' ');

const MarkdownBody = lazy(() => import('./MarkdownBody'));

function BodySkeleton() {
  return (
    <div className="prose-site mx-auto space-y-4" aria-hidden="true">
      {['w-full', 'w-11/12', 'w-full', 'w-4/5', 'w-full', 'w-2/3'].map((width, index) => (
        <Skeleton key={index} className={`h-5 ${width}`} />
      ))}
    </div>
  );
}

/**
 * The article's body, sanitised by DOMPurify (links leaving the site open safely). A prerendered article carries its
 * body already converted and sanitised at build time; otherwise a lazily loaded chunk converts the Markdown and
 * sanitises it in the browser.
 */
export function ArticleBody({ slug, markdown }: { slug: string; markdown: string }) {
  return (
    <PrerenderedHtml valueKey={articleBodyValueKey(slug)} source={markdown} className={BODY_CLASSES}>
      <Suspense fallback={<BodySkeleton />}>
        <MarkdownBody markdown={markdown} className={BODY_CLASSES} />
      </Suspense>
    </PrerenderedHtml>
  );
}
