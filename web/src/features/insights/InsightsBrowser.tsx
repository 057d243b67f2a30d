import { useState } from 'react';
import type { BlogPostSummary } from '../../../../shared/content/types';
import { Button, Chip, Skeleton, Spinner } from '../../ui';
import { ALL_CATEGORIES, categoryOptions, filterByCategory } from './insight-utils';
import { PostCard } from './PostCard';

type Props = { posts: BlogPostSummary[] | undefined; status: 'loading' | 'ready' | 'error'; onRetry: () => void };

/** Category chips and the grid, in five states: loading, error, empty, no match, list. */
export function InsightsBrowser({ posts, status, onRetry }: Props) {
  const [category, setCategory] = useState(ALL_CATEGORIES);
  if (status === 'loading') return <LoadingGrid />;
  if (status === 'error') {
    return (
      <div role="alert" className="rounded-card border border-dashed border-line px-6 py-20 text-center">
        <p className="text-lead text-danger">Failed to load insights. Please try again.</p>
        <Button className="mt-8" onClick={onRetry}>
          Try Again
        </Button>
      </div>
    );
  }
  if (!posts?.length) return <Message text="No insights available at the moment." />;
  const visible = filterByCategory(posts, category);
  return (
    <>
      <div role="group" aria-label="Filter insights by category" className="-mx-(--spacing-gutter) flex gap-2 overflow-x-auto px-(--spacing-gutter) pb-2 md:flex-wrap">
        {categoryOptions(posts).map((option) => (
          <Chip key={option} selected={option === category} onClick={() => setCategory(option)}>
            {option}
          </Chip>
        ))}
      </div>
      <p role="status" className="sr-only">
        {`${visible.length} ${visible.length === 1 ? 'article' : 'articles'}`}
      </p>
      {visible.length ? (
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {visible.map((post, index) => (
            <li key={post.id}>
              <PostCard post={post} priority={index < 3} />
            </li>
          ))}
        </ul>
      ) : (
        <Message text="No articles found matching your criteria." className="mt-10" />
      )}
    </>
  );
}

function Message({ text, className }: { text: string; className?: string }) {
  return <p className={`rounded-card border border-dashed border-line px-6 py-20 text-center text-lead text-muted ${className ?? ''}`}>{text}</p>;
}

function LoadingGrid() {
  return (
    <div>
      <Spinner label="Loading insights..." showLabel />
      <ul aria-hidden="true" className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index} className="overflow-hidden rounded-card border border-line bg-surface">
            <Skeleton className="aspect-[8/5] rounded-none" />
            <div className="flex flex-col gap-3 p-6">
              <Skeleton className="h-3 w-1/3" />
              <Skeleton className="h-6 w-5/6" />
              <Skeleton className="h-4 w-full" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
