import type { Page } from '@playwright/test';
import { paintedContrast } from '../contrast';
import { expectAutoHidingControls } from '../media-controls';
import { expect, test } from '../fixtures';
import { advanceUntilAttached, dismissCookieBanner, freezeClock, phone, waitForApp } from '../shell/helpers';

test.beforeEach(async ({ page }) => {
  await dismissCookieBanner(page);
  await page.addInitScript(() => window.localStorage.setItem('callPopupSeen', 'true'));
});

test('home renders every section in order with the specified texts', async ({ page, expectAccessible }) => {
  await page.goto('/');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Built for bold brands that want one powerful partner');
  await expect(page.getByText("Building Today's Vision")).toBeVisible();
  await expect(page.getByText('We create brands with impact, built to lead today and grow into tomorrow')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pause showreel' }).or(page.getByRole('button', { name: 'Play showreel' }))).toBeVisible();
  await expect(page.getByRole('button', { name: /mute showreel/i })).toBeVisible();

  const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
  const expected = [
    'The Voice of Satisfaction',
    'All Your Solutions In One Place',
    'Showcasing Innovation Across Industries',
    'Achieving Real Results',
    'Trusted by Forward-Thinking Leaders',
  ];
  const positions = expected.map((title) => headings.findIndex((heading) => heading.includes(title)));
  expect(positions.every((position) => position >= 0), `h2s: ${headings.join(' | ')}`).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);

  await expect(page.getByText('150+', { exact: true })).toBeVisible();
  await expect(page.getByText('Projects Delivered')).toBeVisible();
  await expect(page.getByText('100%', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See more case studies' })).toHaveAttribute('href', '/work');
  await expect(page.getByRole('link', { name: 'See More Content' })).toHaveAttribute('href', '/work');
  await expect(page.getByRole('link', { name: 'See all work' })).toHaveAttribute('href', '/work');
  for (const metric of ['8.4x', '23%', '14x', '10M+', '20x', '1200%', '76x', '300%']) {
    await expect(page.locator('#main').getByText(metric, { exact: true }).first()).toBeAttached();
  }

  // The portfolio and the videos load as their sections come near.
  await page.getByRole('heading', { name: 'Showcasing Innovation Across Industries' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('link', { name: /Lumen Skin/ }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Northstar Showreel' })).toBeVisible();

  await page.locator('#calendar').scrollIntoViewIfNeeded();
  await expect(page.locator('#calendar').getByRole('heading', { name: "Let's Talk About You" })).toBeVisible();
  // The days fade from grey to their colour once availability arrives: scanned mid-fade, their text would be judged
  // on a colour that is never at rest.
  await expect(page.locator('#calendar button[data-date]').first()).toBeVisible();
  await expect(page.locator('#calendar button[aria-label$="loading availability"]')).toHaveCount(0);
  // The booking screen is the page's closing call to action: the footer does not ask again to book a call.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Book a free call' })).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectAccessible();
});

test('a video testimonial opens full screen and closes with X, Escape and the backdrop', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  const open = () => page.getByRole('button', { name: /Play video: How paid social/ }).click();
  const dialog = page.getByRole('dialog');

  await open();
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('video')).toHaveAttribute('src', '/media/videos/v01.mp4');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await open();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await open();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
});

/**
 * The hero's texts as painted over the brightest possible frame: the showreel has light cards and panels, so an
 * all-white frame goes behind the scrim, and what passes there passes over every frame and the poster. The page
 * must have loaded with reduced motion: the headline's entrance is skipped, so its line boxes are where they stay.
 */
async function expectHeroContrast(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  const whiteFrame = `section[aria-labelledby="home-hero-title"] { background: #fff !important }
      section[aria-labelledby="home-hero-title"] video { visibility: hidden }`;
  const contrast = await paintedContrast(
    page,
    {
      headline: page.getByRole('heading', { level: 1 }),
      kickerStart: page.getByText("Building Today's Vision"),
      kickerEnd: page.getByText("Crafting Tomorrow's Next Big Thing"),
      subline: page.getByText('We create brands with impact, built to lead today and grow into tomorrow'),
    },
    whiteFrame,
  );
  expect(contrast.headline, 'headline (large text)').toBeGreaterThanOrEqual(3);
  for (const text of ['kickerStart', 'kickerEnd', 'subline']) expect(contrast[text], text).toBeGreaterThanOrEqual(4.5);
}

test('with reduced motion at 1440 px: the showreel downloads nothing until Play, the hero keeps 3:1 and 4.5:1 over an all-white frame, the scroll arrow reaches the statement', async ({ page }) => {
  const reelRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/media\/videos\/showreel\.(webm|mp4)$/.test(new URL(request.url()).pathname)) reelRequests.push(request.url());
  });
  const prerendered = await (await page.request.get('/')).text();
  expect(prerendered).toContain('showreel-poster.webp');
  expect(prerendered).not.toMatch(/showreel\.(webm|mp4)/);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await waitForApp(page);
  const play = page.getByRole('button', { name: 'Play showreel' });
  await expect(play).toBeVisible();
  await page.waitForTimeout(1000);
  expect(reelRequests).toEqual([]);

  await expectHeroContrast(page);

  await play.click();
  await expect(page.getByRole('button', { name: 'Pause showreel' })).toBeVisible();
  expect(reelRequests.length).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Scroll to the next section' }).click();
  await expect(page.locator('#about-text')).toBeInViewport();
});

test('at 390 px with reduced motion the hero headline keeps 3:1, its kicker and subline 4.5:1, even over an all-white frame', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await waitForApp(page);
  await expectHeroContrast(page);
});

test('on a phone the showreel starts playing on its own', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await waitForApp(page);
  await expect(page.getByRole('button', { name: 'Pause showreel' })).toBeVisible();
  await expect.poll(() => page.locator('section[aria-labelledby="home-hero-title"] video').evaluate((video: HTMLVideoElement) => video.currentSrc)).toMatch(/showreel\.(webm|mp4)$/);
});

/** The section's top once the page has stopped scrolling: two reads ten frames apart agree, else NaN. */
async function restingTop(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate(async (element) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const before = Math.round(element.getBoundingClientRect().top);
    for (let count = 0; count < 10; count += 1) await frame();
    const after = Math.round(element.getBoundingClientRect().top);
    return before === after ? after : Number.NaN;
  });
}

for (const [name, device] of [
  ['desktop', { viewport: { width: 1440, height: 900 } }],
  ['phone', phone],
] as const) {
  test.describe(`the top banner on a ${name}`, () => {
    test.use(device);

    test('lands the calendar heading under the header on the first click, though sections render during the scroll', async ({ page }) => {
      await page.goto('/');
      await waitForApp(page);
      const calendar = page.locator('#calendar');
      const margin = await calendar.evaluate((element) => parseFloat(getComputedStyle(element).scrollMarginTop));
      // The sections below the hero have not rendered their lazy parts yet: they do so while the scroll passes them.
      await page.getByRole('link', { name: 'Book your call' }).click();
      await expect.poll(() => restingTop(page, '#calendar'), { timeout: 10_000 }).toBe(margin);
      await expect(calendar.getByRole('heading', { name: "Let's Talk About You" })).toBeInViewport();
    });
  });
}



test('solutions tabs advance every 4 seconds, loop, go on from a clicked tab, hold while used by keyboard, and open the service page', async ({ page }) => {
  await freezeClock(page);
  await page.goto('/');
  await waitForApp(page);
  const tab = (name: string) => page.getByRole('tab', { name });
  const rotation = page.locator('#approach [data-auto-advance]');
  await page.locator('#approach').scrollIntoViewIfNeeded();
  await expect(tab('Development')).toHaveAttribute('aria-selected', 'true');
  // The tabs start turning once the section is seen on screen.
  await expect(rotation).toHaveAttribute('data-auto-advance', 'running');

  await page.clock.runFor(3900);
  await expect(tab('Development')).toHaveAttribute('aria-selected', 'true');
  await page.clock.runFor(200);
  await expect(tab('Design')).toHaveAttribute('aria-selected', 'true');
  await page.clock.runFor(4000);
  await expect(tab('Marketing')).toHaveAttribute('aria-selected', 'true');
  await page.clock.runFor(4000);
  await expect(tab('Advertising')).toHaveAttribute('aria-selected', 'true');
  await page.clock.runFor(4000);
  await expect(tab('Development')).toHaveAttribute('aria-selected', 'true');

  // A click selects, and the rotation goes on from the clicked tab after a full interval, wherever the mouse rests.
  await tab('Marketing').click();
  await expect(tab('Marketing')).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tabpanel').hover();
  await page.clock.runFor(3900);
  await expect(tab('Marketing')).toHaveAttribute('aria-selected', 'true');
  await page.clock.runFor(200);
  await expect(tab('Advertising')).toHaveAttribute('aria-selected', 'true');
  await page.mouse.move(0, 0);
  await page.clock.runFor(4000);
  await expect(tab('Development')).toHaveAttribute('aria-selected', 'true');

  // Arrow keys select too, and the tabs hold still while the visitor works them with the keyboard, until focus leaves.
  await page.keyboard.press('ArrowRight');
  await expect(tab('Design')).toHaveAttribute('aria-selected', 'true');
  await expect(tab('Design')).toBeFocused();
  await expect(rotation).toHaveAttribute('data-auto-advance', 'paused');
  await page.clock.runFor(12_000);
  await expect(tab('Design')).toHaveAttribute('aria-selected', 'true');
  // Focus leaves without moving the page: Shift+Tab would focus the last video card above and scroll the tabs off
  // screen, where they rightly stop turning.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(rotation).toHaveAttribute('data-auto-advance', 'running');
  await page.clock.runFor(4000);
  await expect(tab('Marketing')).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('tabpanel').getByRole('link', { name: /See More/ }).click();
  await expect(page).toHaveURL(/\/marketing$/);
  // The address changes before the new page commits: wait for its own heading, which arrives already at the top.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Marketing measured in revenue, not impressions');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('solutions tabs on a phone', () => {
  test.use(phone);

  test('the row scrolls sideways to the active tab, never the page', async ({ page }) => {
    await freezeClock(page);
    await page.goto('/');
    await waitForApp(page);
    const tabs = page.getByRole('tablist', { name: 'Solutions' });
    await tabs.scrollIntoViewIfNeeded();
    await expect(page.locator('#approach [data-auto-advance]')).toHaveAttribute('data-auto-advance', 'running');
    // The four tabs are wider than a phone: the last one starts outside the row.
    await expect(tabs.getByRole('tab', { name: 'Advertising' })).not.toBeInViewport({ ratio: 1 });
    const pageScroll = await page.evaluate(() => window.scrollY);

    await page.clock.runFor(3 * 4000);
    await expect(tabs.getByRole('tab', { name: 'Advertising' })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('tab', { name: 'Advertising' })).toBeInViewport({ ratio: 1 });
    await page.clock.runFor(4000);
    await expect(tabs.getByRole('tab', { name: 'Development' })).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollY)).toBe(pageScroll);
  });
});

test('the showreel and the creative player hide their controls 3 s after the last pointer movement while playing; the player moves with wraparound and locks navigation for 500 ms', async ({ page }) => {
  await freezeClock(page);
  await page.goto('/');
  await waitForApp(page);
  // The showreel's controls: hidden after 3 s while it plays, kept while paused or focused.
  await expectAutoHidingControls(page, page.locator('section[aria-labelledby="home-hero-title"]'), 'showreel');

  // The creative player: play/pause and mute over the video, hidden after 3 s while it plays.
  await page.getByRole('heading', { name: 'Made in our studio' }).scrollIntoViewIfNeeded();
  const frame = page.getByRole('heading', { name: 'Made in our studio' }).locator('xpath=ancestor::section').locator('video').locator('..');
  const pause = frame.getByRole('button', { name: 'Pause video' });
  const controls = frame.getByRole('button', { name: /^(Pause|Play) video$/ }).locator('..');
  await advanceUntilAttached(page, pause);
  await expect(pause).toBeVisible();
  await page.clock.runFor(3100);
  await expect(controls).toHaveCSS('opacity', '0');

  // Hidden, they let a tap through to the player, which shows them, instead of pausing or unmuting unseen.
  const box = (await pause.boundingBox())!;
  const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.getAttribute('aria-label') ?? null, {
    x: box.x + box.width / 2,
    y: box.y + box.height / 2,
  });
  expect(hit).toBeNull();
  await frame.dispatchEvent('pointerdown', { pointerType: 'touch' });
  await expect(controls).toHaveCSS('opacity', '1');
  await expect(pause).toBeVisible();
  await frame.hover();
  await frame.getByRole('button', { name: 'Unmute video' }).click();
  await expect(frame.locator('video')).toHaveJSProperty('muted', false);
  await pause.click();
  await expect(frame.locator('video')).toHaveJSProperty('paused', true);
  await page.clock.runFor(10_000);
  await expect(controls).toHaveCSS('opacity', '1');

  // The creative player moves with wraparound, and locks navigation for 500 ms after each move.
  await page.getByRole('heading', { name: 'Made in our studio' }).scrollIntoViewIfNeeded();
  const current = () => page.getByRole('heading', { level: 3, name: /Showreel|Skincare|City Launch|Kitchen/ });
  await advanceUntilAttached(page, current());
  await expect(current()).toHaveText('Northstar Showreel');

  await page.getByRole('button', { name: 'Previous video', exact: true }).press('Enter');
  await expect(current()).toHaveText('From Kitchen to Table');
  await page.getByRole('button', { name: 'Next video', exact: true }).press('Enter');
  await expect(current()).toHaveText('From Kitchen to Table');
  await page.clock.runFor(500);
  await page.getByRole('button', { name: 'Next video', exact: true }).press('Enter');
  await expect(current()).toHaveText('Northstar Showreel');
  await page.clock.runFor(500);
  await page.getByRole('button', { name: 'Next video', exact: true }).press('Enter');
  await expect(current()).toHaveText('Skincare Routines, Filmed for Real');
  await expect(page.getByRole('heading', { level: 3, name: 'Tower Walkthrough (draft cut)' })).toHaveCount(0);
});
