import { Link } from 'react-router-dom';
import type { BlogPostSummary } from '../../../../shared/content/types';
import { IMAGE_SIZES, Image } from '../../ui';
import { formatLongDate } from '../../../../shared/content/dates';
import { altOf } from '../../../../shared/content/media-alt';

/** An insight in a grid or carousel, linking to /insights/{slug}. */
export function PostCard({ post, priority, headingLevel = 2 }: { post: BlogPostSummary; priority?: boolean; headingLevel?: 2 | 3 }) {
  const Title = `h${headingLevel}` as const;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-surface transition-[transform,box-shadow] duration-300 ease-out-expo hover:-translate-y-1 hover:shadow-pop">
      <Image src={post.image_url} alt={altOf(post, post.image_url)} width={800} height={500} sizes={IMAGE_SIZES.thirdFromLarge} priority={priority} frameClassName="aspect-[8/5]" className="transition-transform duration-700 ease-out-expo group-hover:scale-105" />
      <div className="flex flex-1 flex-col p-6">
        <p className="flex items-center gap-3 text-xs font-semibold tracking-[0.12em] uppercase">
          <span className="text-accent">{post.category}</span>
          <span aria-hidden="true" className="size-1 rounded-full bg-line" />
          <span className="text-muted">{post.read_time}</span>
        </p>
        <Title className="mt-4 font-display text-xl leading-snug font-semibold tracking-tight">
          <Link to={`/insights/${post.slug}`} className="after:absolute after:inset-0 focus-visible:outline-none after:focus-visible:rounded-card after:focus-visible:outline-2 after:focus-visible:outline-accent">
            {post.title}
          </Link>
        </Title>
        <p className="mt-3 line-clamp-3 text-sm text-muted">{post.excerpt}</p>
        <p className="mt-auto flex items-center justify-between gap-3 pt-6 text-sm">
          <span className="font-medium">{post.author}</span>
          <time dateTime={post.created_at} className="text-muted">
            {formatLongDate(post.created_at)}
          </time>
        </p>
      </div>
    </article>
  );
}
