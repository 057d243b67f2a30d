import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ArticleView } from '../../features/insights/ArticleView';
import { useInsightArticle } from '../../features/insights/post-queries';
import { ApiError } from '../../lib/http';
import { PageMeta } from '../../seo/PageMeta';
import { ArrowRightIcon, ButtonLink, Container, Heading, Lead, Section, Spinner, notifyError } from '../../ui';

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * /insights/{slug}: 'Loading article...', the article, or 'Article not found';
 * any other failure raises the toast and returns to /insights.
 */
export default function InsightArticlePage() {
  const { slug = '' } = useParams();
  const { data, status, error } = useInsightArticle(slug);
  const navigate = useNavigate();

  useEffect(() => {
    if (status !== 'error') return;
    if (isNotFound(error)) {
      console.error('Article not found', error);
      return;
    }
    console.error('Failed to fetch blog post', error);
    void notifyError({ title: 'Error', message: 'Failed to fetch blog post' });
    navigate('/insights');
  }, [status, error, navigate]);

  if (status === 'ready' && data) return <ArticleView post={data} />;
  if (status === 'error' && isNotFound(error)) {
    return (
      <>
        <PageMeta overrides={{ title: 'Article not found', noindex: true }} />
        <Section className="min-h-[60vh]">
          <Container narrow>
            <Heading level={1} size="xl">
              Article not found
            </Heading>
            <Lead className="mt-6">The article may have moved or is no longer published.</Lead>
            <ButtonLink to="/insights" size="lg" className="mt-10" iconAfter={<ArrowRightIcon className="size-4" />}>
              Browse all insights
            </ButtonLink>
          </Container>
        </Section>
      </>
    );
  }
  return (
    <div className="grid min-h-[70vh] place-items-center">
      <Spinner size="lg" label="Loading article..." showLabel />
    </div>
  );
}
