import type { BlogPost } from '../../../../shared/content/types';
import { keywordsOf, titleWords } from '../../../../shared/site/keywords';
import { usePostReactions, usePostViews } from './post-queries';
import { PageMeta } from '../../seo/PageMeta';
import { Container, Section } from '../../ui';
import { ArticleBody } from './ArticleBody';
import { ArticleHero } from './ArticleHero';
import { Reactions } from './Reactions';
import { RelatedCarousel } from './RelatedCarousel';
import { ScrollProgress } from './ScrollProgress';

/** A loaded article: progress bar, hero, body, reactions and related insights. */
export function ArticleView({ post }: { post: BlogPost }) {
  const views = usePostViews(post);
  const reactions = usePostReactions(post);
  return (
    <>
      <PageMeta
        overrides={{ title: post.title, description: post.excerpt, keywords: keywordsOf(post.category, titleWords(post.title)), ogImage: post.image_url, ogType: 'article' }}
      />
      <ScrollProgress />
      <article>
        <ArticleHero post={post} views={views} />
        <Section spacing="none" className="pb-(--spacing-section)" aria-label="Article">
          <Container>
            <ArticleBody slug={post.slug} markdown={post.content} />
            <Reactions {...reactions} />
          </Container>
        </Section>
      </article>
      <RelatedCarousel slug={post.slug} />
    </>
  );
}
