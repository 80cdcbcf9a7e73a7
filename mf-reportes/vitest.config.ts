import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Its own group in the root run (vitest.config.ts): projects with different worker limits can't share one.
    sequence: { groupOrder: 4 },
    environment: 'jsdom',
    setupFiles: ['@horas/shared/testing/entorno-jsdom'],
    include: ['src/**/*.test.{ts,tsx}'],
    // antd trees render slowly in jsdom: one flow costs ~12 s of CPU, and on the shared 2-core
    // machine (load 20+) that has stretched past 60 s.
    testTimeout: 120_000,
  },
});
