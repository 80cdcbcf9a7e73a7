import { defineConfig } from 'vitest/config';

/** shared and shell: components and stores in jsdom, with the one jsdom set-up of @horas/shared. */
const enJsdom = (carpeta: string) => ({
  test: {
    name: carpeta,
    root: carpeta,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'servidor/**/*.test.ts'],
    setupFiles: ['@horas/shared/testing/entorno-jsdom'],
    sequence: { groupOrder: 0 },
    // antd renders slowly in jsdom on a shared 2-core machine.
    testTimeout: 20_000,
  },
});

/** scripts/: `pnpm start` and `pnpm dev` in Node, including runs of the script itself. */
const scripts = {
  test: { name: 'scripts', root: 'scripts', environment: 'node', include: ['**/*.test.ts'], testTimeout: 150_000 },
};

// The remotes and the api keep their own vitest.config.ts (each in its own sequence group); this runs them all.
export default defineConfig({
  test: {
    projects: [enJsdom('shared'), enJsdom('shell'), scripts, 'mf-*', 'api'],
  },
});
