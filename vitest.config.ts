import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// CI collects every run's counts into one closing line; see .ci/run.
const reportDir = process.env.CI_REPORT_DIR;

// Browser tests against the built server; each file starts its own server on a copy of the demo
// data that the global setup seeds once per project.
const e2e = {
  globalSetup: ['e2e/support/global-setup.ts'],
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 180_000,
};
// e2e files whose verdicts depend on the machine's spare time (refusals under load, admission
// rates, shutdown timing, the cache's TTLs) or that walk every page.
const E2E_ALONE = [
  'e2e/pages.e2e.ts',
  'e2e/no-false-refusals.e2e.ts',
  'e2e/waiting-room.e2e.ts',
  'e2e/shutdown.e2e.ts',
  'e2e/page-cache.e2e.ts',
];

// One config, one project per layer, so `npm test` runs the fast layers and e2e stays opt-in.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the machine has cores: one on the 2-core CI
    // machine, where two took `npm test` from 297 s to 213 s and `npm run test:pg` from 289 s to
    // 187 s. The e2e projects set their own file parallelism below.
    maxWorkers: Math.max(2, availableParallelism() - 1),
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
          ...e2e,
          // Files that time things under load, or walk the whole site: alone on the machine.
          name: 'e2e',
          include: E2E_ALONE,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          ...e2e,
          // The rest, two files at a time: most of a file's time is its own server starting and
          // a browser waiting on it, so a second file fills the idle core.
          name: 'e2e-pairs',
          include: ['e2e/**/*.e2e.ts'],
          exclude: E2E_ALONE,
          fileParallelism: true,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
