import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Its own group in the root run (vitest.config.ts): projects with different worker limits can't share one.
    sequence: { groupOrder: 3 },
    environment: 'jsdom',
    setupFiles: ['@horas/shared/testing/entorno-jsdom'],
    include: ['src/**/*.test.{ts,tsx}'],
    // antd forms and pickers in jsdom take tens of seconds per test when the shared 2-core
    // machine is loaded; a test that really hangs still fails.
    testTimeout: 180_000,
  },
});
