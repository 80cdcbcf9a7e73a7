import { defineConfig } from 'vitest/config';

/**
 * The fault tests (`pnpm test:faults`): the built server killed with SIGKILL, a mixed load
 * on a real process, hostile payloads. Kept out of the regular run (vitest.config.ts excludes them).
 */
export default defineConfig({
  test: {
    include: ['test/faults/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // Two at a time on a 2-core machine: each file drives a server process of its own.
    maxWorkers: 2,
    // The PGlite / PostgreSQL template of the API tests (for the inject-based fuzzing), then our own server bundle.
    globalSetup: ['test/global-setup.ts', 'test/faults/compilar-servidor.ts'],
    testTimeout: 400_000,
    hookTimeout: 400_000,
  },
});
