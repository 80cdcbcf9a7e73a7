import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/features/setupTests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // antd trees render slowly in jsdom; a loaded 2-core machine has taken 45 s for one flow.
    testTimeout: 60_000,
  },
});
