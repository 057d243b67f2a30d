import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium';

const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
const chromium = { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions };

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  // A test spends most of its time waiting (on the local cloud, timers, the network going idle), not computing: a
  // whole run on 2 workers used about a third of two cores. Three workers keep both cores busy without starving the
  // local cloud, whose realtime messages some tests time.
  workers: process.env.CI ? 3 : undefined,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // Set by the global setup, which starts the local cloud on free ports; workers start after it.
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: chromiumLaunchOptions,
    // Recording a trace snapshots the page at every action, which costs every test CPU time; CI keeps only the
    // printed output, so it records none. A failure there is rerun locally, where traces are kept.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // Every file owns its data (dates, addresses, loopback client address, slugs): no file waits for another.
  projects: [{ name: 'chromium', use: chromium }],
});
