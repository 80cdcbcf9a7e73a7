import { defineConfig } from 'vitest/config';
import { REGISTRO_REMOTOS, REMOTOS } from './shared/apps';

/**
 * The one project definition for front-end packages: components, hooks and stores in jsdom with
 * the test kit's set-up (antd without its CSS-in-JS styles, which made jsdom slow). The timeout is
 * for a loaded shared machine; a hung test still fails.
 */
const enJsdom = (carpeta: string) => ({
  test: {
    name: carpeta,
    root: carpeta,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'servidor/**/*.test.ts'],
    setupFiles: ['@horas/shared/testing/entorno-jsdom'],
    testTimeout: 60_000,
  },
});

/** scripts/: `pnpm start` and `pnpm dev` in Node, including runs of the script itself. */
const scripts = {
  test: { name: 'scripts', root: 'scripts', environment: 'node', include: ['**/*.test.ts'], testTimeout: 150_000 },
};

/** The import rules of eslint.config.ts, probed with files that do not exist. */
const lint = { test: { name: 'lint', include: ['eslint.config.test.ts'], environment: 'node', testTimeout: 60_000 } };

// The api keeps its own vitest.config.ts (Node, PGlite, a global set-up). Every project shares the
// run's workers: a few processes, as many as the 2-core machines keep busy.
export default defineConfig({
  test: {
    maxWorkers: 3,
    projects: [
      enJsdom('shared'),
      enJsdom('shell'),
      scripts,
      lint,
      'api',
      // Every remote of the registry.
      ...REMOTOS.map((remoto) => enJsdom(REGISTRO_REMOTOS[remoto].carpeta)),
    ],
  },
});
