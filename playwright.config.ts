import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium';

const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
const chromium = { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions };
/**
 * The studio's tests publish articles and projects on the one local cloud every file shares, while the public pages'
 * tests count and order the seeded ones: they run once the others are done (and not at all when those fail).
 */
const PUBLISHING_SPECS = 'admin/studio.spec.ts';

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // Set by the global setup, which starts the local cloud on free ports; workers start after it.
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', use: chromium, testIgnore: PUBLISHING_SPECS },
    { name: 'publishing', use: chromium, testMatch: PUBLISHING_SPECS, dependencies: ['chromium'] },
  ],
});
