import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    // The fault tests (real server processes, SIGKILL, load, fuzzing) run on their own: `test:faults`, vitest.faults.config.ts.
    exclude: ['test/faults/**'],
    environment: 'node',
    pool: 'forks',
    isolate: false,
    // PGlite is CPU-bound and single-threaded: a few workers even on a 2-core machine.
    maxWorkers: 3,
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/plazo-vencido.ts'],
    // Safety nets for a hung test on a shared 2-core machine under any load, not budgets: no test
    // waits on the wall clock for what it proves. After a time-out the file's remaining tests are
    // skipped (plazo-vencido.ts): the timed-out test may still be running on their database.
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
