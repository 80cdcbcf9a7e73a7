import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // antd renders slowly in jsdom on a shared 2-core machine.
    testTimeout: 20_000,
  },
});
