import { displayedViews } from '../../../shared/content/synthetic-counts';
import { expect, test } from '../fixtures';
import { freezeClock, navigateInApp, open, seeded } from './helpers';

test.describe('Insights', () => {
  test('the raw HTML of the list and of an article carries their content', async ({ request }) => {
    const list = await (await request.get('/insights')).text();
    expect(list).toContain('Design Systems That Scale');
    expect(list).toContain('href="/insights/seo-in-the-age-of-ai-search"');
    expect(list).not.toContain('measurement-foundations-for-marketing-teams');
    const article = await (await request.get('/insights/design-systems-that-scale')).text();
    expect(article).toContain('<h2>Start with tokens</h2>');
  });

  test('an article opened from the list converts its Markdown in the browser', async ({ page }) => {
    await open(page, '/insights');
    await page.locator('a[href="/insights/design-systems-that-scale"]').first().click();
    await expect(page).toHaveURL(/\/insights\/design-systems-that-scale$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Start with tokens' })).toBeVisible();
  });

  test('the hero word changes every 2 seconds', async ({ page }) => {
    await freezeClock(page);
    await open(page, '/insights');
    const word = page.getByTestId('rotating-word');
    await expect(word).toHaveText('Marketing');
    await page.clock.runFor(2000);
    await expect(word).toHaveText('AI');
    await page.clock.runFor(2000);
    await expect(word).toHaveText('Business');
    await page.clock.runFor(8000);
    await expect(word).toHaveText('Marketing');
  });

  test('category chips filter the grid', async ({ page }) => {
    await open(page, '/insights');
    const chips = page.getByRole('group', { name: 'Filter insights by category' });
    await expect(chips.getByRole('button')).toHaveText(['All', 'AI', 'Marketing', 'Design', 'Advertising', 'Business']);
    const cards = seeded(page.locator('main article'));
    await expect(cards).toHaveCount(8);
    await chips.getByRole('button', { name: 'Design' }).click();
    await expect(cards).toHaveCount(2);
    await expect(chips.getByRole('button', { name: 'Design' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('a failed list shows the inline error and the toast, and Try Again reloads it', async ({ page }) => {
    await open(page, '/contact');
    await page.route('**/api/posts', (route) => route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', title: 'x', message: 'x' } } }));
    await navigateInApp(page, '/insights');
    await expect(page.getByText('Failed to load insights. Please try again.')).toBeVisible();
    await expect(page.getByText('Failed to fetch blog posts. Please refresh the page.')).toBeVisible();
    await page.unroute('**/api/posts');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(seeded(page.locator('main article'))).toHaveCount(8);
  });

  test('empty list text', async ({ page }) => {
    await open(page, '/contact');
    await page.route('**/api/posts', (route) => route.fulfill({ json: { posts: [] } }));
    await navigateInApp(page, '/insights');
    await expect(page.getByText('No insights available at the moment.')).toBeVisible();
  });

  test('reading an article counts the view once per browser', async ({ page }) => {
    const views: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/views')) views.push(request.url());
    });
    await open(page, '/insights/performance-marketing-beyond-roas');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Performance Marketing Beyond ROAS');
    await expect.poll(() => views.length).toBe(1);
    await expect(page.getByTestId('view-count')).toHaveText(/^[\d,]+ views$/);
    await expect(page.getByRole('heading', { name: 'Related Insights' })).toBeVisible();
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.getByTestId('view-count')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(views).toHaveLength(1);
    const viewed = await page.evaluate(() => JSON.parse(window.localStorage.getItem('viewed_posts') ?? '[]') as string[]);
    expect(viewed).toHaveLength(1);
  });

  test('an article already viewed shows the current count on every load, real views included', async ({ page }) => {
    const path = '/insights/seo-in-the-age-of-ai-search';
    const shown = async () => Number((await page.getByTestId('view-count').innerText()).replace(/\D/g, ''));
    const counted = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/views'));
    await open(page, path);
    // Once its own view is counted, the page shows the total that count answered (on its synthetic base); the
    // prerendered count is shown until then, so the screen alone cannot tell when the answer has arrived.
    const { post } = (await (await page.request.get('/api/posts/seo-in-the-age-of-ai-search')).json()) as { post: { id: string } };
    const afterOwnView = displayedViews(post.id, ((await (await counted).json()) as { views: number }).views);
    await expect.poll(shown).toBe(afterOwnView);

    // A reload must not fall back to the count the page was prerendered with.
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect.poll(shown).toBe(afterOwnView);

    // Someone else's view between two loads shows up too, and this browser's is not counted again.
    const other = await page.request.post(`/api/posts/seo-in-the-age-of-ai-search/views`);
    expect(other.ok()).toBe(true);
    const ownPosts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/views')) ownPosts.push(request.url());
    });
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect.poll(shown).toBe(afterOwnView + 1);
    expect(ownPosts).toEqual([]);
  });

  test('a reaction counts once and its button is then disabled', async ({ page }) => {
    // Listen before opening the page: the counts are fetched while it loads.
    const countsLoaded = page.waitForResponse((response) => response.url().includes('/reactions?session='));
    await open(page, '/insights/social-media-advertising-across-the-gulf');
    const like = page.locator('button[data-reaction="like"]');
    const insightful = page.locator('button[data-reaction="wow"]');
    await expect(insightful).toContainText('Insightful');
    await countsLoaded;
    const before = Number((await page.getByTestId('count-like').innerText()).replace(/,/g, ''));
    expect(before).toBeGreaterThanOrEqual(1200);
    await like.click();
    await expect(like).toBeDisabled();
    await expect(page.getByTestId('count-like')).toHaveText((before + 1).toLocaleString('en-US'));
    await expect(insightful).toBeEnabled();
    expect(await page.evaluate(() => window.localStorage.getItem('blog_session'))).toMatch(/^[\w-]{8,100}$/);
    await page.reload();
    await expect(page.locator('button[data-reaction="like"]')).toBeDisabled();
  });

  test('unknown article and fetch failure', async ({ page }) => {
    await open(page, '/insights/no-such-article-here');
    await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible();

    await open(page, '/insights');
    await page.route('**/api/posts/seo-in-the-age-of-ai-search', (route) => route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', title: 'x', message: 'x' } } }));
    await page.locator('a[href="/insights/seo-in-the-age-of-ai-search"]').click();
    await expect(page.getByText('Failed to fetch blog post', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/insights$/);
  });
});
