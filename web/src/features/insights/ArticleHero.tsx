import type { BlogPost } from '../../../../shared/content/types';
import { Badge, Container, Heading, Image, Lead, Section } from '../../ui';
import { formatCount, formatLongDate } from '../../../../shared/content/dates';
import { altOf } from '../../../../shared/content/media-alt';
import { ShareButton } from './ShareButton';

/** Title, excerpt, author, date (en-US), read time, views and the Share button, over the article image. */
export function ArticleHero({ post, views }: { post: BlogPost; views: number }) {
  return (
    <Section className="pb-10 md:pb-14">
      <Container narrow>
        <Badge tone="accent">{post.category}</Badge>
        <Heading level={1} size="xl" className="mt-6 animate-rise">
          {post.title}
        </Heading>
        <Lead className="mt-6">{post.excerpt}</Lead>
        <div className="mt-10 flex flex-wrap items-center justify-between gap-6 border-y border-line py-5">
          <div className="flex items-center gap-4">
            <span aria-hidden="true" className="grid size-11 place-items-center rounded-full bg-inverse font-display font-semibold text-inverse-ink">
              {post.author.charAt(0)}
            </span>
            <div>
              <p className="font-semibold">{post.author}</p>
              <p className="flex flex-wrap gap-x-3 text-sm text-muted">
                <time dateTime={post.created_at}>{formatLongDate(post.created_at)}</time>
                <span aria-hidden="true">·</span>
                <span>{post.read_time}</span>
                <span aria-hidden="true">·</span>
                <span data-testid="view-count">{`${formatCount(views)} views`}</span>
              </p>
            </div>
          </div>
          <ShareButton title={post.title} text={post.excerpt} />
        </div>
      </Container>
      <Container className="mt-12 max-w-6xl">
        <Image src={post.image_url} alt={altOf(post, post.image_url)} priority hero width={1600} height={840} sizes="(min-width: 72rem) 72rem, 100vw" frameClassName="aspect-[40/21] rounded-card" />
      </Container>
    </Section>
  );
}
