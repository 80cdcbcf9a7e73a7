import { defineConfig } from 'vitest/config';

// Each package keeps its own vitest.config.ts (environment, setup); this runs them all.
export default defineConfig({
  test: {
    projects: ['shared', 'shell', 'mf-*', 'api'],
  },
});
