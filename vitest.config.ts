import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['shared/**/*.test.ts', 'lambdas/**/*.test.ts', 'infra/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.{ts,tsx}'],
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
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/integration-global-setup.ts'],
          setupFiles: ['tests/support/integration-env.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // The files share one local cloud and some change the calendar settings: one file at a time.
          fileParallelism: false,
        },
      },
    ],
  },
});
