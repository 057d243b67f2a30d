import { randomUUID } from 'node:crypto';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { BlogPost } from '../../../shared/content/schemas';
import { STUDIO_TEST_SLUG } from '../content/helpers';
import { expect, test } from '../fixtures';
import { recordScreen } from '../screenshots';
import { signIn, staffAccount, studioTitle, tables } from './studio-staff';

/*
 * The studio's forms on a phone, as an editor meets them: the chosen item's form brought into view, a refused save
 * explained once beside the buttons, the success toast clear of them, the live page linked once published, and the
 * page metadata's previews following the title. The article is this test's own (a "Studio test" title, which the
 * public lists' tests leave out), seeded as a draft and deleted afterwards.
 */

test.setTimeout(120_000);

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('on a phone, a chosen article opens in view; a refused save is told once, a saved one clear of the buttons; page metadata previews follow the title', async ({ page, cloud }) => {
  await staffAccount(cloud, 'forms-editor@example.com', 'editor');
  const title = studioTitle('Forms for people');
  const post: BlogPost = {
    id: randomUUID(),
    slug: title.toLowerCase().replace(/\s+/g, '-'),
    title,
    excerpt: 'An excerpt.',
    content: 'Body.',
    category: 'Design',
    author: 'Forms Tester',
    read_time: '3 min read',
    image_url: '',
    created_at: new Date().toISOString(),
    views: 0,
    published: false,
  };
  expect(post.slug.startsWith(STUDIO_TEST_SLUG)).toBe(true);
  await tables(cloud).send(new PutCommand({ TableName: 'blog_posts', Item: post }));
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'forms-editor@example.com', 'Insights');

    // Tapping the row brings its form's heading into view and gives it the focus.
    await page.getByRole('list', { name: 'articles' }).getByRole('button', { name: new RegExp(title) }).click();
    const heading = page.getByRole('heading', { name: title, level: 3 });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();

    // A slug the API refuses: the reason in words beside the buttons and under the field, the code once, no toast.
    await page.getByLabel('Page address (slug)').fill('Not A Slug');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const note = page.getByRole('form').getByRole('alert');
    await expect(note).toContainText('Details: error code VALIDATION_ERROR');
    await expect(page.getByLabel('Page address (slug)')).toHaveAccessibleDescription('Use lower-case letters, digits and single hyphens.');
    await expect(page.getByText(/VALIDATION_ERROR/)).toHaveCount(1);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await recordScreen(page, 'save-refused', { dark: true, focus: note });

    // Published and saved: the toast sits at the top, clear of the Save button just pressed, and the live page is linked.
    await page.getByLabel('Page address (slug)').fill(post.slug);
    await page.getByLabel('Published (visible on the site)').check();
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await save.click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Saved' });
    await expect(toast).toBeVisible({ timeout: 20_000 });
    expect(overlaps((await toast.boundingBox())!, (await save.boundingBox())!)).toBe(false);
    await recordScreen(page, 'saved-toast', { widths: [390] });
    await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-y-position', 'top');
    await expect(page.getByRole('link', { name: /View live page/ })).toHaveAttribute('href', `/insights/${post.slug}`);
    await expect(note).toHaveCount(0);

    // Page metadata: the search and social previews follow the title as typed (nothing saved: other files read it).
    await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Page metadata', exact: true }).click();
    await page.getByRole('list', { name: 'pages' }).getByRole('button', { name: /careers/ }).click();
    await expect(page.getByRole('heading', { name: 'Metadata of /careers', level: 3 })).toBeFocused();
    await page.getByLabel('Search result title', { exact: true }).fill('Open roles | Northstar Digital');
    await expect(page.getByRole('region', { name: 'Search result preview' })).toContainText('Open roles | Northstar Digital');
    await expect(page.getByRole('region', { name: 'Social card preview' })).toContainText('Open roles | Northstar Digital');
    await expect(page.getByLabel('Social card title', { exact: true })).toHaveValue('');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await recordScreen(page, 'page-metadata-preview', { dark: true, focus: page.getByRole('region', { name: 'Search result preview' }) });
  } finally {
    await tables(cloud).send(new DeleteCommand({ TableName: 'blog_posts', Key: { id: post.id } }));
  }
});
