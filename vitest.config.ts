import { defineConfig } from 'vitest/config';

// CI collects every run's counts into one closing line; see .ci/run.
const reportDir = process.env.CI_REPORT_DIR;

// One config, one project per layer, so `npm test` runs the fast layers and e2e stays opt-in.
export default defineConfig({
  test: {
    reporters: reportDir
      ? [
          'default',
          ['json', { outputFile: `${reportDir}/vitest-${Date.now()}-${process.pid}.json` }],
        ]
      : ['default'],
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: [
            'apps/api/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'packages/db/src/**/*.test.ts',
            'bench/lib/**/*.test.ts',
          ],
          globalSetup: ['packages/db/src/testing/pglite-global-setup.ts'],
          environment: 'node',
          // Every file builds its own API on its own database, and none mocks a module or stubs
          // a global: a worker keeps the modules it imported between files instead of importing
          // the whole API again for each (that import was half of the suite's time).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/app/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: [
            'apps/web/test-support/english-catalogue.ts',
            'apps/web/test-support/testing-library.ts',
          ],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
