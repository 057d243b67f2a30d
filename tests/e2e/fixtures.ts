import { test as base, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export interface CloudUrls {
  baseUrl: string;
  wsUrl: string;
  sesUrl: string;
  env: Record<string, string>;
}

/** Shared fixtures: the local cloud's URLs and an axe scan that fails on serious or critical violations. */
export const test = base.extend<{ cloud: CloudUrls; expectAccessible: (include?: string) => Promise<void> }>({
  // eslint-disable-next-line no-empty-pattern
  cloud: async ({}, use) => {
    await use({
      baseUrl: process.env.E2E_BASE_URL!,
      wsUrl: process.env.E2E_WS_URL!,
      sesUrl: process.env.E2E_SES_URL!,
      env: JSON.parse(process.env.E2E_CLOUD_ENV ?? '{}') as Record<string, string>,
    });
  },
  expectAccessible: async ({ page }, use) => {
    await use(async (include?: string) => {
      // Contrast is judged on what is painted: let finite transitions (toasts, entrances) settle first.
      await page.waitForFunction(() =>
        document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
      );
      let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
      if (include) builder = builder.include(include);
      const { violations } = await builder.analyze();
      const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
    });
  },
});

export { expect };
