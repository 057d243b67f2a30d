import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { UPLOAD_VARIANT_WIDTHS, uploadedImageId, uploadVariantPath } from '../../../shared/site/responsive-media';
import { STUDIO_TEST_SLUG } from '../content/helpers';
import { expect, test } from '../fixtures';
import { recordScreen } from '../screenshots';
import { deleteProject, signIn, slugOf, staffAccount, studioTitle } from './studio-staff';

// Each test signs in and waits for pages to be published through the stream.
test.setTimeout(120_000);

const cleanups: (() => Promise<void>)[] = [];
test.afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** Polls a public address until it answers `status` (publishing runs through the table's stream). */
async function until(request: import('@playwright/test').APIRequestContext, path: string, status: number) {
  await expect.poll(async () => (await request.get(path)).status(), { timeout: 10_000, intervals: [250] }).toBe(status);
}

test('an editor writes and publishes an article with an uploaded cover, sees it prerendered and in the sitemap, then unpublishes it', async ({ page, request, cloud, expectAccessible }) => {
  await staffAccount(cloud, 'studio-editor@example.com', 'editor');
  await signIn(page, 'studio-editor@example.com', 'Insights');
  await expect(page.getByRole('heading', { name: 'Insights', level: 2 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'articles' }).getByRole('button').first()).toBeVisible();
  await recordScreen(page, 'insights-list', { fullPage: true, calm: true });

  await page.getByRole('button', { name: 'New article' }).click();
  const title = studioTitle('Designing for calm');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  const slug = slugOf(title);
  expect(slug.startsWith(STUDIO_TEST_SLUG)).toBe(true);
  await expect(page.getByLabel('Slug')).toHaveValue(slug);
  await page.getByRole('textbox', { name: 'Category', exact: true }).fill('Design');
  await page.getByLabel('Author').fill('Studio Editor');
  await page.getByLabel('Read time').fill('4 min read');
  await page.getByLabel('Excerpt').fill('Quiet interfaces earn trust.');
  const cover = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#FF5A36' } }).png().toBuffer();
  await page.getByLabel('Upload a file for cover image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: cover });
  // The studio itself waits up to 20 s for the upload check.
  await expect(page.getByLabel('Cover image', { exact: true })).toHaveValue(/^\/media\/uploads\/[0-9a-f-]+\.png$/, { timeout: 20_000 });
  const coverId = uploadedImageId(await page.getByLabel('Cover image', { exact: true }).inputValue())!;
  const body = page.getByLabel('Body (Markdown)');
  await body.fill('## Less, but better\n\nCalm **interfaces** win.');
  await expect(page.getByRole('region', { name: 'Live preview' }).getByRole('heading', { name: 'Less, but better' })).toBeVisible();
  await recordScreen(page, 'insights-editor', { fullPage: true, calm: true });
  await expectAccessible('form');
  // Saved as a draft first: previewed through its signed link, and nowhere on the public site.
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('list', { name: 'articles' }).getByRole('button', { name: new RegExp(title) })).toContainText('Draft');
  await page.getByRole('button', { name: 'Preview the saved version' }).click();
  const [preview] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: /Open the preview/ }).click()]);
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Less, but better' })).toBeVisible();
  await preview.close();
  expect((await request.get(`/insights/${slug}`)).status()).toBe(404);

  await page.getByLabel('Published (visible on the site)').check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('list', { name: 'articles' }).getByRole('button', { name: new RegExp(title) })).toContainText('Published');

  await until(request, `/insights/${slug}`, 200);
  const html = await (await request.get(`/insights/${slug}`)).text();
  expect(html).toContain(`<title>${title} | Northstar Digital</title>`);
  expect(html).toContain('content="Quiet interfaces earn trust."');
  expect(html).toMatch(/<meta property="og:image" content="[^"]*\/media\/uploads\/[0-9a-f-]+\.png"/);
  expect(html).toContain('Less, but better');
  await expect.poll(async () => (await request.get('/sitemap.xml')).text(), { timeout: 10_000 }).toContain(`/insights/${slug}</loc>`);

  // The cover's variants are made in the background after the upload; the article is opened once they exist.
  for (const width of UPLOAD_VARIANT_WIDTHS) await until(request, uploadVariantPath(coverId, width, 'avif'), 200);
  const visitor = await page.context().newPage();
  await visitor.goto(`/insights/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The cover is a <picture> of the upload's variants, AVIF then WebP, and the browser shows one of them (a missing
  // variant would have fallen back to the original).
  const coverPicture = visitor.locator('picture').filter({ has: visitor.locator('img[src*="/media/uploads/"]') }).first();
  await expect(coverPicture.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /\/media\/variants\/[0-9a-f-]+-480\.avif 480w/);
  await expect(coverPicture.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /\/media\/variants\/[0-9a-f-]+-480\.webp 480w/);
  const coverImage = coverPicture.locator('img');
  await coverImage.scrollIntoViewIfNeeded();
  await expect.poll(() => coverImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc)).toMatch(/\/media\/variants\/[0-9a-f-]+-\d+\.avif$/);
  await visitor.close();

  await page.getByLabel('Published (visible on the site)').uncheck();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await until(request, `/insights/${slug}`, 404);
  // The publisher removes the page before it writes the sitemap, last: the sitemap drops the article within the
  // same 10 seconds, not necessarily by the time the page answers 404.
  await expect.poll(async () => (await request.get('/sitemap.xml')).text(), { timeout: 10_000 }).not.toContain(`/insights/${slug}</loc>`);
});

test('an editor creates a sculpted project, published on its page; videos and metadata sections work', async ({ page, request, cloud }) => {
  await staffAccount(cloud, 'studio-editor@example.com', 'editor');
  await signIn(page, 'studio-editor@example.com', 'Projects');
  await expect(page.getByRole('list', { name: 'projects' }).getByRole('button').first()).toBeVisible();
  await recordScreen(page, 'projects-list', { fullPage: true, calm: true });
  await page.getByRole('button', { name: 'New project' }).click();
  const title = studioTitle('Sculpted Pavilion');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByLabel('Page layout', { exact: true }).selectOption('sculpted');
  await page.getByLabel('Client name', { exact: true }).fill('Pavilion Co');
  await page.getByText('Hero with text', { exact: true }).click();
  await page.getByLabel('Show the hero with text', { exact: true }).check();
  await page.getByLabel('Published (visible on the site)').check();
  await recordScreen(page, 'project-form', { fullPage: true, calm: true });
  await page.getByRole('button', { name: 'Create' }).click();
  const slug = slugOf(title);
  expect(slug.startsWith(STUDIO_TEST_SLUG)).toBe(true);
  cleanups.push(() => deleteProject(cloud, slug));
  await until(request, `/projects/${slug}`, 200);
  await until(request, `/sculpted/${slug}`, 200);
  expect(await (await request.get(`/projects/${slug}`)).text()).toContain(`<title>${title} | Northstar Digital</title>`);
  await expect.poll(async () => (await request.get('/sitemap.xml')).text(), { timeout: 10_000 }).toContain(`/projects/${slug}</loc>`);

  await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Videos', exact: true }).click();
  const order = page.getByRole('list', { name: 'Display order' }).getByRole('listitem');
  await expect(order.first()).toBeVisible();
  // The last video is the seeded draft, which the home page never shows: moving it up and back leaves the order the
  // home page's tests see untouched while they run.
  const count = await order.count();
  const last = await order.last().textContent();
  const moved = last!.replace(/^\d+\. /, '').replace(/↑↓$/, '');
  expect(moved).toContain('(draft cut)');
  await order.last().getByRole('button', { name: /up$/ }).click();
  await expect(order.nth(count - 2)).toContainText(moved);
  await recordScreen(page, 'videos-list', { fullPage: true, calm: true });
  await page.getByRole('list', { name: 'videos' }).getByRole('button').first().click();
  await expect(page.getByRole('form', { name: /^Edit / })).toBeVisible();
  await recordScreen(page, 'video-form', { fullPage: true, calm: true });
  await order.nth(count - 2).getByRole('button', { name: /down$/ }).click();
  await expect(order.last()).toContainText(moved);

  await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: 'Page metadata', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search pages' }).fill('care');
  await expect(page.getByRole('list', { name: 'pages' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('list', { name: 'pages' }).getByRole('button', { name: /careers/ }).click();
  await expect(page.getByLabel('Search result title', { exact: true })).toHaveAttribute('placeholder', 'Careers | Northstar Digital');
  // Empty fields show what the page gets: its own address as canonical and og:url, the site's defaults elsewhere.
  await expect(page.getByLabel('Main address of the page', { exact: true })).toHaveAttribute('placeholder', /^https?:\/\/[^/]+\/careers$/);
  await expect(page.getByLabel('Kind of page', { exact: true })).toHaveAttribute('placeholder', 'website');
  await page.getByRole('searchbox', { name: 'Search pages' }).fill('');
  await recordScreen(page, 'page-metadata', { fullPage: true, calm: true });
});

test('a viewer sees the studio read-only', async ({ page, cloud }) => {
  await staffAccount(cloud, 'studio-viewer@example.com', 'viewer');
  await signIn(page, 'studio-viewer@example.com', 'Insights');
  await expect(page.getByRole('list', { name: 'articles' }).getByRole('button').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'New article' })).toHaveCount(0);
  await page.getByRole('list', { name: 'articles' }).getByRole('button').first().click();
  await expect(page.getByLabel('Title')).toBeDisabled();
  await expect(page.getByLabel('Body (Markdown)')).toHaveAttribute('contenteditable', 'false');
  await expect(page.getByRole('toolbar', { name: 'Formatting' })).toHaveCount(0);
  await expect(page.getByText('Read only: your role may view content but not change it.')).toBeVisible();
  await noWriteControls(page);
  await recordScreen(page, 'insights-viewer', { fullPage: true, calm: true });

  await section(page, 'Projects');
  await expect(page.getByRole('button', { name: 'New project' })).toHaveCount(0);
  await page.getByRole('list', { name: 'projects' }).getByRole('button').first().click();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toBeDisabled();
  await expect(page.getByLabel('Published (visible on the site)')).toBeDisabled();
  await expect(page.getByText(/^Upload a file for/)).toHaveCount(0);
  await noWriteControls(page);
  await recordScreen(page, 'projects-viewer', { fullPage: true, calm: true });

  await section(page, 'Videos');
  await expect(page.getByRole('button', { name: 'New video' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /(up|down)$/ })).toHaveCount(0);
  await page.getByRole('list', { name: 'videos' }).getByRole('button').first().click();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toBeDisabled();
  await expect(page.getByLabel('Video file', { exact: true })).toBeDisabled();
  await expect(page.getByText(/^Upload a file for/)).toHaveCount(0);
  await noWriteControls(page);

  await section(page, 'Page metadata');
  await page.getByRole('list', { name: 'pages' }).getByRole('button', { name: /careers/ }).click();
  await expect(page.getByLabel('Search result title', { exact: true })).toBeDisabled();
  await expect(page.getByLabel('Main address of the page', { exact: true })).toBeDisabled();
  await noWriteControls(page);

  await section(page, 'Media');
  await expect(page.getByRole('heading', { name: 'Media', level: 2 })).toBeVisible();
  await expect(page.getByText('Read only: your role may browse the library and copy addresses, not upload.')).toBeVisible();
  await expect(page.locator('input[type=file]')).toHaveCount(0);
  await expect(page.getByText(/^Upload a file/)).toHaveCount(0);
  await expect(page.getByRole('searchbox', { name: 'Search files by name' })).toBeVisible();
  await recordScreen(page, 'media-viewer', { fullPage: true, calm: true });
});

async function section(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
}

/** A viewer's section: the read-only note instead of any button that would change content. */
async function noWriteControls(page: Page) {
  await expect(page.getByText('Read only: your role may view content but not change it.')).toBeVisible();
  for (const name of ['Save', 'Create', 'Delete']) await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
}
