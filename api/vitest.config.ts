import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The fault tests (real server processes, SIGKILL, load, fuzzing) run on their own: `test:faults`, vitest.faults.config.ts.
    exclude: ['test/faults/**'],
    environment: 'node',
    pool: 'forks',
    // PGlite is CPU-bound and single-threaded: a few workers even on a 2-core machine.
    maxWorkers: 3,
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
