import { expect, test } from '../fixtures';
import { freezeClock, navigateInApp, open, phone, seeded } from './helpers';
import { expectAutoHidingControls } from '../media-controls';

test.describe('Work page', () => {
  test('the raw HTML carries the hero, the filter and every seeded project', async ({ request }) => {
    const html = await (await request.get('/work')).text();
    expect(html).toContain('Projects that Transform Industries');
    expect(html).toContain('Explore our company profile');
    for (const title of ['Lumen Skin', 'Gearbox Audio', 'The Dune House', 'Meridian Pay']) expect(html).toContain(title);
    const project = await (await request.get('/projects/gearbox-audio')).text();
    expect(project).toContain('Key Achievements');
    expect(project).toContain('<strong>on the metro, in the studio and on the run</strong>');
  });

  test('filters the grid with the industry pills on desktop', async ({ page }) => {
    await open(page, '/work');
    const grid = page.locator('main ul').filter({ has: page.locator('a[href^="/projects/"]') });
    await expect(seeded(grid.getByRole('link'))).toHaveCount(12);
    await expect(page.getByRole('link', { name: /Explore our company profile/ })).toHaveAttribute('href', '/media/company-profile.pdf');
    await expect(page.getByRole('link', { name: /Explore our company profile/ })).toHaveAttribute('target', '_blank');

    const pills = page.getByRole('group', { name: 'Filter projects by industry' });
    await expect(pills.getByRole('button', { name: 'All Industries' })).toHaveAttribute('aria-pressed', 'true');
    for (const label of ['Fashion & Lifestyle', 'Real Estate', 'SaaS', 'F&B']) await expect(pills.getByRole('button', { name: label, exact: true })).toBeVisible();
    await pills.getByRole('button', { name: 'Real Estate' }).click();
    await expect(pills.getByRole('button', { name: 'Real Estate' })).toHaveAttribute('aria-pressed', 'true');
    await expect(pills.getByRole('button', { name: 'All Industries' })).toHaveAttribute('aria-pressed', 'false');
    await expect(seeded(grid.getByRole('link'))).toHaveCount(1);
    await expect(seeded(grid.getByRole('link'))).toContainText('Horizon Residences');
    await expect(page.getByRole('status').filter({ hasText: '1 project in Real Estate' })).toBeVisible();

    await pills.getByRole('button', { name: 'Hospitality' }).click();
    await expect(seeded(grid.getByRole('link'))).toHaveCount(2);

    await pills.getByRole('button', { name: 'E-commerce' }).click();
    const names = await seeded(grid.getByRole('link')).allInnerTexts();
    expect(names.length).toBeGreaterThan(1);
    expect(names.some((text) => text.includes('Lumen Skin'))).toBe(true);
  });

  test('a phone gets the dropdown instead of the pills', async ({ browser }) => {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await open(page, '/work');
    await expect(page.getByRole('group', { name: 'Filter projects by industry' })).toBeHidden();
    const select = page.getByLabel('Industry', { exact: true });
    await expect(select.locator('option').first()).toHaveText('Select Industry');
    await select.selectOption('Transportation');
    await expect(seeded(page.locator('a[href^="/projects/"]'))).toHaveCount(1);
    await expect(page.locator('a[href="/projects/swiftride"]')).toBeVisible();
    await context.close();
  });

  test('shows 6 placeholder cards while loading, then the empty state texts', async ({ page }) => {
    await open(page, '/contact');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/projects', async (route) => {
      await held;
      await route.fulfill({ json: { projects: [] } });
    });
    await navigateInApp(page, '/work');
    await expect(page.getByTestId('project-skeleton')).toHaveCount(6);
    release();
    await expect(page.getByText('No projects found')).toBeVisible();
    await expect(page.getByText('Try selecting a different industry filter.')).toBeVisible();
  });

  test('a card opens the default project template and pushes the project view', async ({ page }) => {
    await open(page, '/work');
    await page.locator('a[href="/projects/lumen-skin"]').click();
    await expect(page).toHaveURL(/\/projects\/lumen-skin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lumen Skin' })).toBeVisible();
    await expect(page.getByText('Brand Identity, E-commerce Development, Performance Marketing')).toBeVisible();
    await expect(page.getByRole('link', { name: /Visit Site/ })).toHaveAttribute('href', 'https://lumenskin.example');
    await expect(page.getByRole('button', { name: 'Share on LinkedIn' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Key Achievements' })).toBeVisible();
    await expect(page.getByText('Return on ad spend')).toBeVisible();
    const events = await page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer?.filter((entry) => entry.event === 'project_view'));
    expect(events).toContainEqual({ event: 'project_view', project_name: 'Lumen Skin', project_category: 'Branding & E-commerce' });

    // One closing call to action (the page's band, not the footer's beside it), then the next project.
    await expect(page.getByRole('heading', { name: 'Ready to transform your business?' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Book a free call' })).toBeHidden();
    const next = page.getByRole('region', { name: 'Next project' });
    await expect(next.getByRole('link', { name: 'See all projects' })).toHaveAttribute('href', '/work');
    const card = next.locator('a[href^="/projects/"]');
    await expect(card).toHaveCount(1);
    await expect(card).not.toHaveAttribute('href', '/projects/lumen-skin');
  });

  test('share buttons open the network in a 600x400 window', async ({ page }) => {
    await open(page, '/projects/lumen-skin');
    await page.evaluate(() => {
      (window as unknown as { opened: unknown[] }).opened = [];
      window.open = ((url: string, _target: string, features: string) => {
        (window as unknown as { opened: unknown[] }).opened.push([url, features]);
        return null;
      }) as typeof window.open;
    });
    await page.getByRole('button', { name: 'Share on Facebook' }).click();
    const [[url, features]] = await page.evaluate(() => (window as unknown as { opened: [string, string][] }).opened);
    expect(url).toContain('https://www.facebook.com/sharer/sharer.php?u=');
    expect(features).toContain('width=600,height=400');
  });

  test('a sculpted project uses the sculpted layout with sanitised banner HTML and video controls', async ({ page }) => {
    await open(page, '/projects/gearbox-audio');
    await expect(page.getByRole('heading', { level: 1, name: 'Gearbox Audio' })).toBeVisible();
    await expect(page.locator('strong', { hasText: 'on the metro, in the studio and on the run' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Behind the scenes' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Client testimonial' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Designed in the studio, proven on the street' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'One shoot, every format' })).toBeVisible();
    await expect(page.getByText('Where Creativity Meets Excellence')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ready to transform your business?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Your Project' })).toHaveAttribute('href', '/calendar');

    const hero = page.locator('section[aria-labelledby="project-title"]');
    const video = hero.locator('video');
    await expect(video).toHaveJSProperty('muted', true);
    // The controls of a playing video hide while the pointer rests: moving it over the video brings them back.
    await video.hover();
    await hero.getByRole('button', { name: 'Unmute video' }).click();
    await expect(video).toHaveJSProperty('muted', false);
    await expect(hero.getByRole('button', { name: 'Mute video' })).toBeVisible();
  });

  test('project video controls hide 3 s after the last pointer movement while playing, and stay while paused or focused', async ({ page }) => {
    await freezeClock(page);
    await open(page, '/projects/gearbox-audio');
    const hero = page.locator('section[aria-labelledby="project-title"]');
    await expectAutoHidingControls(page, hero, 'video', hero.locator('video'));
  });

  test('an unknown project slug lands on the 404 page, replacing history', async ({ page }) => {
    await open(page, '/work');
    await navigateInApp(page, '/projects/no-such-project-anywhere');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page drifted off the map.');
    await page.goBack();
    await expect(page).toHaveURL(/\/work$/);

    await open(page, '/projects/another-missing-project');
    await expect(page).toHaveURL(/\/404$/);
  });

  test('sculpted, showcase and case-study addresses', async ({ page }) => {
    await open(page, '/sculpted/the-dune-house');
    await expect(page.getByRole('heading', { level: 1, name: 'The Dune House' })).toBeVisible();
    await expect(page.getByText('Where Creativity Meets Excellence')).toBeVisible();

    await open(page, '/sculpted/nothing-here');
    await expect(page.getByRole('heading', { level: 1, name: 'Project Not Found' })).toBeVisible();
    await expect(page.getByText('The requested sculpted project could not be found.')).toBeVisible();

    await open(page, '/work/glow-recipe');
    await expect(page.getByRole('heading', { level: 1, name: 'Glow Recipe' })).toBeVisible();
    for (const [path, title, client] of [
      ['/work/ave', 'Ave', 'Ave Atelier'],
      ['/work/hobbs', 'Hobbs', 'Hobbs & Daughters Bakery'],
      ['/work/mania', 'Mania', 'Mania Festival'],
    ]) {
      await open(page, path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(client).first()).toBeVisible();
    }

    await open(page, '/work/sculpted');
    await expect(page.getByText('Where Creativity Meets Excellence')).toBeVisible();

    await open(page, '/work');
    await navigateInApp(page, '/case-studies/lumen-skin-paid-social');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('clean-beauty launch');
    await expect(page.getByText('8.4x', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/work$/);
  });
});
