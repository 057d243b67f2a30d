import { useRef } from 'react';
import { useRelatedPosts } from './post-queries';
import { Button, Container, Heading, Section } from '../../ui';
import { RELATED_SCROLL_STEP } from './insight-utils';
import { PostCard } from './PostCard';

/** 'Related Insights': up to 6 posts of the same category, scrolled 320 px per arrow press. Hidden when there are none. */
export function RelatedCarousel({ slug }: { slug: string }) {
  const posts = useRelatedPosts(slug);
  const track = useRef<HTMLUListElement>(null);

  if (!posts.length) return null;
  const scroll = (direction: 1 | -1) => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    track.current?.scrollBy({ left: direction * RELATED_SCROLL_STEP, behavior: reduced ? 'auto' : 'smooth' });
  };
  return (
    <Section tone="surface" aria-labelledby="related-title">
      <Container>
        <div className="flex items-end justify-between gap-6">
          <Heading id="related-title">Related Insights</Heading>
          <div className={posts.length > 1 ? 'flex gap-2' : 'hidden'}>
            <Button variant="outline" size="icon" onClick={() => scroll(-1)} aria-label="Previous related insights">
              <span aria-hidden="true">←</span>
            </Button>
            <Button variant="outline" size="icon" onClick={() => scroll(1)} aria-label="Next related insights">
              <span aria-hidden="true">→</span>
            </Button>
          </div>
        </div>
        <ul ref={track} data-testid="related-track" className="mt-10 flex snap-x gap-5 overflow-x-auto pb-4 [scrollbar-width:thin]">
          {posts.map((post) => (
            <li key={post.id} className="w-[300px] shrink-0 snap-start">
              <PostCard post={post} headingLevel={3} />
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
