import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Its own group in the root run (vitest.config.ts): projects with different worker limits can't share one.
    sequence: { groupOrder: 2 },
    environment: 'jsdom',
    globals: false,
    setupFiles: ['@horas/shared/testing/entorno-jsdom'],
    include: ['src/**/*.test.{ts,tsx}'],
    // antd renders heavy trees; the default 5 s is tight on a shared 2-core machine.
    testTimeout: 60_000,
    // One file at a time: parallel antd renders starve each other on 2 shared cores.
    fileParallelism: false,
  },
});
