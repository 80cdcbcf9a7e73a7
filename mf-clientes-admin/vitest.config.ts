import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/features/pruebas/entorno.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // antd trees are heavy and the machine's 2 cores are shared: the default 5 s is too tight.
    testTimeout: 120000,
  },
});
