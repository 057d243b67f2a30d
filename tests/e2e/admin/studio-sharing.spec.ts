import { randomUUID } from 'node:crypto';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { BlogPost } from '../../../shared/content/schemas';
import { STUDIO_TEST_SLUG } from '../content/helpers';
import { expect, test, type CloudUrls } from '../fixtures';
import { recordScreen } from '../screenshots';
import { signIn, staffAccount, studioTitle, tables } from './studio-staff';

/*
 * A studio a team can share: two editors on one article, an upload refused with its reason beside the file, and a
 * renamed article whose old address keeps working. Each test seeds its own article (a title and slug starting
 * "Studio test", which the public lists' tests leave out) straight into the table, as rows stored before versions
 * existed: without a version.
 */

test.setTimeout(120_000);

const seeded: string[] = [];
test.afterEach(async ({ cloud }) => {
  for (const id of seeded.splice(0)) await tables(cloud).send(new DeleteCommand({ TableName: 'blog_posts', Key: { id } }));
});

async function seedArticle(cloud: CloudUrls, name: string, published: boolean): Promise<BlogPost> {
  const title = studioTitle(name);
  const post: BlogPost = {
    id: randomUUID(),
    slug: title.toLowerCase().replace(/\s+/g, '-'),
    title,
    excerpt: 'The excerpt as it was.',
    content: 'Body.',
    category: 'Design',
    author: 'Studio Tester',
    read_time: '3 min read',
    image_url: '',
    created_at: new Date().toISOString(),
    views: 0,
    published,
  };
  expect(post.slug.startsWith(STUDIO_TEST_SLUG)).toBe(true);
  const indexKeys = published ? { published_list: 'published', published_category: post.category } : {};
  await tables(cloud).send(new PutCommand({ TableName: 'blog_posts', Item: { ...post, ...indexKeys } }));
  seeded.push(post.id);
  return post;
}

test('two editors on one article: the second save is refused with what changed, nothing is lost, and leaving unsaved work asks first', async ({ browser, page, cloud }) => {
  // Two browsers signing in and saving on a shared machine.
  test.setTimeout(180_000);
  await staffAccount(cloud, 'sharing-editor@example.com', 'editor');
  const post = await seedArticle(cloud, 'Two editors', false);
  // The other editor works in a browser of their own.
  const otherBrowser = await browser.newContext({ baseURL: cloud.baseUrl });
  const other = await otherBrowser.newPage();
  for (const [tab, email] of [
    [page, 'sharing-editor@example.com'],
    [other, 'sharing-editor@example.com'],
  ] as const) {
    await signIn(tab, email, 'Insights');
    // Straight to the section: the session outlives the page, and a click on the menu before it is ready may be lost.
    await tab.goto('/admin/dashboard?tab=insights');
    await tab.getByRole('list', { name: 'articles' }).getByRole('button', { name: new RegExp(post.title) }).click();
  }

  // The other editor changes the excerpt and saves first.
  await other.getByLabel('Excerpt').fill("The other editor's excerpt.");
  await other.getByRole('button', { name: 'Save', exact: true }).click();
  // A first save wakes the functions it calls: on a busy machine that takes a few seconds.
  await expect(other.getByText('Your changes are stored.')).toBeVisible({ timeout: 20_000 });

  // This editor, on the copy read before, changes the read time: switching section asks first, and staying keeps the edit.
  await page.getByLabel('Read time').fill('9 min read');
  page.once('dialog', (dialog) => void dialog.dismiss());
  await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Projects', exact: true }).click();
  await expect(page).toHaveURL(/tab=insights/);
  await expect(page.getByLabel('Read time')).toHaveValue('9 min read');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Someone else saved first' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole('alert')).toContainText(/sharing-editor@example\.com saved this article at .+ UTC, after you opened it/);
  await expect(dialog.getByText("Theirs: The other editor's excerpt.")).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Copy my text' })).toBeVisible();
  await recordScreen(page, 'conflict', { dark: true });

  await dialog.getByRole('button', { name: 'Reload their version' }).click();
  await expect(page.getByLabel('Excerpt')).toHaveValue("The other editor's excerpt.");
  await expect(page.getByLabel('Read time')).toHaveValue('3 min read');
  await otherBrowser.close();
});

test('an upload is refused beside the file, in the words of the rule it broke', async ({ page, cloud }) => {
  await staffAccount(cloud, 'sharing-editor@example.com', 'editor');
  await signIn(page, 'sharing-editor@example.com', 'Media');
  const form = page.getByRole('form', { name: 'Upload a file' });
  const input = form.getByLabel('File');
  await form.getByLabel(/^Alt text/).fill('A test picture');

  await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(11 * 1024 * 1024) });
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This kind of file may be at most 10 MB.' })).toBeVisible();
  await expect(input).toHaveAccessibleDescription('This kind of file may be at most 10 MB.');

  // An HTML page renamed .png passes the size and type rules, and is refused once its bytes are read.
  await input.setInputFiles({ name: 'page.png', mimeType: 'image/png', buffer: Buffer.from('<!doctype html><title>not an image</title>') });
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^This file is not a PNG image/ })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('list', { name: 'Media library' }).getByText('page.png')).toHaveCount(0);
  await recordScreen(page, 'upload-refused', { dark: true });
});

test("a published article renamed in the studio keeps its old address, which answers 301 and is listed", async ({ page, request, cloud }) => {
  await staffAccount(cloud, 'sharing-editor@example.com', 'editor');
  const post = await seedArticle(cloud, 'Renamed', true);
  await signIn(page, 'sharing-editor@example.com', 'Insights');
  await page.getByRole('list', { name: 'articles' }).getByRole('button', { name: new RegExp(post.title) }).click();
  const newSlug = `${post.slug}-renamed`;
  await page.getByLabel('Slug').fill(newSlug);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your changes are stored.')).toBeVisible({ timeout: 20_000 });

  const moved = await request.get(`/insights/${post.slug}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`/insights/${newSlug}`);
  // The new address is published within 10 s of the save.
  await expect.poll(async () => (await request.get(`/insights/${newSlug}`)).status(), { timeout: 10_000, intervals: [250] }).toBe(200);

  await page.getByText('History and old addresses').click();
  const addresses = page.getByRole('region', { name: 'Old addresses' });
  await expect(addresses).toContainText(`/insights/${post.slug}`);
  await expect(addresses).toContainText(`/insights/${newSlug}`);
  await expect(page.getByRole('region', { name: 'Revisions' }).getByText('Revision 1')).toBeVisible();
  await recordScreen(page, 'history', { dark: true, focus: page.getByRole('region', { name: 'Old addresses' }) });
});

/** The wall time `at` reads in `zone`, as a `datetime-local` field takes it (minutes). */
function wallTime(at: number, zone: string): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
    .format(at)
    .replace(' ', 'T');
}

test('an article scheduled a minute ahead stays private until its time and is live within a minute after', async ({ page, request, cloud }) => {
  // The field takes whole minutes: the time is the first minute at least 20 s away, so up to 80 s pass before it.
  test.setTimeout(240_000);
  await staffAccount(cloud, 'sharing-editor@example.com', 'editor');
  const post = await seedArticle(cloud, 'Scheduled', false);
  await signIn(page, 'sharing-editor@example.com', 'Insights');
  await page.getByRole('list', { name: 'articles' }).getByRole('button', { name: new RegExp(post.title) }).click();

  const publishAt = page.getByLabel(/^Publish at \(/);
  const zone = /\(([^)]+)\)/.exec((await page.locator('label').filter({ hasText: /^Publish at \(/ }).textContent()) ?? '')![1];
  const goesLive = Math.ceil((Date.now() + 20_000) / 60_000) * 60_000;
  await page.getByLabel('Published (visible on the site)').check();
  await publishAt.fill(wallTime(goesLive, zone));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your changes are stored.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('list', { name: 'articles' }).getByText(/^Scheduled for /)).toBeVisible();

  // Private until its time: no page, and not in the public list.
  expect((await request.get(`/insights/${post.slug}`)).status()).toBe(404);
  const list = (await (await request.get('/api/posts')).json()) as { posts: { slug: string }[] };
  expect(list.posts.map((listed) => listed.slug)).not.toContain(post.slug);

  // Live within a minute of its time.
  await expect
    .poll(async () => (await request.get(`/insights/${post.slug}`)).status(), { timeout: goesLive - Date.now() + 60_000, intervals: [1_000] })
    .toBe(200);
  expect(Date.now()).toBeGreaterThanOrEqual(goesLive);
});
