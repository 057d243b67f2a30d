import { defineConfig } from 'vitest/config';

/**
 * Integration files that start, kill and restart local clouds of their own (they need another per-client limit, a
 * SIGKILL, or a clean stop): they share nothing with the one integration cloud.
 */
const OWN_CLOUD_FILES = [
  'tests/integration/platform/lifecycle.test.ts',
  'tests/integration/booking/client-limit.test.ts',
  'tests/integration/resilience/crash.test.ts',
  'tests/integration/resilience/outbox.test.ts',
];

/**
 * Web test files that replace modules with `vi.mock`: a replacement holds only in a module cache of the file's own,
 * so they run isolated, each with its own cache, while the other web files share one per worker.
 */
const WEB_FILES_REPLACING_MODULES = [
  'web/src/features/admin/staff-panels.test.tsx',
  'web/src/features/admin/studio/MediaPanel.test.tsx',
  'web/src/features/admin/studio/PostsPanel.test.tsx',
  'web/src/features/admin/studio/PublishAtField.test.tsx',
  'web/src/features/admin/studio/SeoPanel.test.tsx',
  'web/src/features/admin/studio/StudioForms.test.tsx',
  'web/src/features/auth/TwoFactorSetup.test.tsx',
  'web/src/features/auth/session.test.ts',
];

const UNIT_FILES = ['shared/**/*.test.ts', 'lambdas/**/*.test.ts', 'infra/**/*.test.ts', 'web/scripts/**/*.test.ts', 'scripts/media/**/*.test.ts'];

/** The CDK app's files: they synthesize the production app, which one worker then does once per context. */
const CDK_FILES = ['infra/cdk/**/*.test.ts'];

/** Unit test files that replace modules (`vi.mock`) or change the process's environment: each runs with a cache of its own. */
const UNIT_FILES_CHANGING_GLOBALS = ['infra/local/gateway/request-id.test.ts', 'lambdas/lib/http.test.ts', 'lambdas/lib/logger.test.ts'];

export default defineConfig({
  test: {
    // Most integration time is spent waiting on the local cloud's processes: two files at a time, even on 2 cores.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: UNIT_FILES,
          exclude: [...UNIT_FILES_CHANGING_GLOBALS, ...CDK_FILES],
          // One module cache per worker rather than per file.
          isolate: false,
        },
      },
      {
        test: {
          name: 'cdk',
          environment: 'node',
          include: CDK_FILES,
          globalSetup: ['infra/cdk/test-global-setup.ts'],
          // One worker with one module cache, after the other unit files: the CDK library loads once and each
          // context's synth (seconds of CPU) is made once (infra/cdk/test-support.ts), where two workers made both.
          isolate: false,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'unit-isolated',
          environment: 'node',
          include: UNIT_FILES_CHANGING_GLOBALS,
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.{ts,tsx}'],
          exclude: WEB_FILES_REPLACING_MODULES,
          setupFiles: ['web/src/test/setup.ts'],
          // One jsdom and one module cache per worker rather than per file: building them was most of this
          // project's time. Each file unmounts what it renders (the setup file).
          isolate: false,
        },
      },
      {
        test: {
          name: 'web-isolated',
          environment: 'jsdom',
          include: WEB_FILES_REPLACING_MODULES,
          setupFiles: ['web/src/test/setup.ts'],
        },
      },
      {
        test: {
          // Bundle budgets: builds the web app in memory (tests/budgets/home-bundle.ts).
          name: 'budgets',
          environment: 'node',
          include: ['tests/budgets/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          // Checks of the built site in web/dist (`npm test` builds it first): the W3C HTML check of every page.
          name: 'built-site',
          environment: 'node',
          include: ['tests/built-site/**/*.test.ts'],
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          exclude: OWN_CLOUD_FILES,
          globalSetup: ['tests/support/integration-global-setup.ts'],
          setupFiles: ['tests/support/integration-env.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // The files share one local cloud and some change the calendar settings: one file at a time. Vitest runs
          // such a project after all the others, so `npm run test:vitest` runs it in a process of its own beside
          // them: its files mostly wait on the cloud while the others use the CPU.
          fileParallelism: false,
          // One module cache for the run rather than one per file: importing the SDK and the handlers again for
          // each file took half a minute of CPU. No file replaces modules or globals.
          isolate: false,
        },
      },
      {
        test: {
          name: 'own-cloud',
          environment: 'node',
          include: OWN_CLOUD_FILES,
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Each file's cloud is a JVM and a dozen emulators: one at a time. `npm run test:vitest` runs this project
          // in a process of its own, beside the integration cloud's files and the rest.
          fileParallelism: false,
        },
      },
    ],
  },
});
