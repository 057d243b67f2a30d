import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The controls of a playing video (useAutoHideControls) hide 3 s after the last pointer movement, come back with the
 * pointer, and stay while the video is paused or a control has keyboard focus. Needs a frozen clock and `name` as in
 * the buttons' labels ('Pause showreel', 'Unmute video' …); the pointer moves over `surface`, the video's area.
 */
export async function expectAutoHidingControls(page: Page, player: Locator, name: string, surface: Locator = player) {
  const pause = player.getByRole('button', { name: `Pause ${name}` });
  const play = player.getByRole('button', { name: `Play ${name}` });
  const controls = player.getByRole('button', { name: new RegExp(`^(Pause|Play) ${name}$`) }).locator('..');
  await expect(pause).toBeVisible();
  await expect(controls).toHaveCSS('opacity', '1');
  await page.clock.runFor(2900);
  await expect(controls).toHaveCSS('opacity', '1');
  await page.clock.runFor(200);
  await expect(controls).toHaveCSS('opacity', '0');

  // A pointer movement over the video brings them back for another 3 s.
  await surface.hover({ position: { x: 40, y: 40 } });
  await expect(controls).toHaveCSS('opacity', '1');
  await page.clock.runFor(3100);
  await expect(controls).toHaveCSS('opacity', '0');

  // Paused, they stay.
  await surface.hover({ position: { x: 60, y: 60 } });
  await pause.click();
  await expect(play).toBeVisible();
  await page.clock.runFor(10_000);
  await expect(controls).toHaveCSS('opacity', '1');

  // Playing again: the focus the click left on the button does not keep them; keyboard focus does.
  await play.click();
  await expect(pause).toBeVisible();
  await page.clock.runFor(3100);
  await expect(controls).toHaveCSS('opacity', '0');
  await page.keyboard.press('Tab');
  await expect(player.getByRole('button', { name: `Unmute ${name}` })).toBeFocused();
  await expect(controls).toHaveCSS('opacity', '1');
  await page.clock.runFor(10_000);
  await expect(controls).toHaveCSS('opacity', '1');
}
