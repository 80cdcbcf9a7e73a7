import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Its own group in the root run (vitest.config.ts): projects with different worker limits can't share one.
    sequence: { groupOrder: 5 },
    environment: 'jsdom',
    setupFiles: ['@horas/shared/testing/entorno-jsdom', './src/features/pruebas/entorno.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // antd trees are heavy and the machine's 2 cores are shared: the default 5 s is too tight.
    testTimeout: 120000,
  },
});
