import { expect, test } from '../fixtures';
import { open, phone } from './helpers';

const pages = [
  ['/work', 'Projects that Transform Industries'],
  ['/projects/lumen-skin', 'Lumen Skin'],
  ['/projects/gearbox-audio', 'Gearbox Audio'],
  ['/case-studies/swiftride-driver-recruitment', 'Recruiting drivers at scale for a ride-hailing expansion'],
  ['/insights', /Insights on/],
  ['/insights/design-systems-that-scale', 'Design Systems That Scale: Lessons From Twenty Product Teams'],
  ['/contact', "Let's Connect"],
] as const;

/** axe on every content page: desktop light, phone, and desktop dark; serious or critical violations fail. */
for (const [mode, options] of [
  ['desktop', {}],
  ['phone', phone],
  ['dark', { colorScheme: 'dark' as const }],
] as const) {
  test.describe(`content pages accessibility (${mode})`, () => {
    test.use(options);
    for (const [path, title] of pages) {
      test(path, async ({ page, expectAccessible }) => {
        await open(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        if (mode === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
        await page.waitForLoadState('networkidle');
        await expectAccessible();
      });
    }
  });
}
