import { expect, switchToDarkTheme, test } from '../fixtures';
import { open, phone } from './helpers';

/** One page of each content template: the list of work, both project templates, a case study, insights, an article and contact. */
const pages = [
  ['/work', 'Projects that Transform Industries'],
  ['/projects/lumen-skin', 'Lumen Skin'],
  ['/projects/gearbox-audio', 'Gearbox Audio'],
  ['/case-studies/swiftride-driver-recruitment', 'Recruiting drivers at scale for a ride-hailing expansion'],
  ['/insights', /Insights on/],
  ['/insights/design-systems-that-scale', 'Design Systems That Scale: Lessons From Twenty Product Teams'],
  ['/contact', "Let's Connect"],
] as const;

/**
 * axe on each content page's `main`, on one page load: desktop light, phone width, then desktop dark; serious or
 * critical violations fail.
 */
test.describe('content pages accessibility', () => {
  // Three scans on one page load: the time of three tests, without their two extra loads.
  test.setTimeout(90_000);
  for (const [path, title] of pages) {
    test(`${path} at desktop and phone width, light and dark`, async ({ page, expectAccessible }) => {
      await open(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await page.waitForLoadState('networkidle');
      await expectAccessible();
      await page.setViewportSize(phone.viewport);
      await expectAccessible();
      await page.setViewportSize({ width: 1440, height: 900 });
      await switchToDarkTheme(page);
      await expectAccessible();
    });
  }
});
