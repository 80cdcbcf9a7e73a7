import { defineConfig } from 'vitest/config';
import { REGISTRO_REMOTOS, REMOTOS, type NombreRemoto } from './shared/apps';

interface OpcionesJsdom {
  /** Its place in the run: projects with different worker limits can't share a group. */
  grupo: number;
  /** One file at a time: parallel antd renders starve each other on a shared 2-core machine. */
  deAUno?: boolean;
  /** Extra set-up files of the kit (@horas/shared/testing), after the common jsdom one. */
  preparar?: string[];
}

/**
 * The one project definition for front-end packages: components, hooks and stores in jsdom with
 * the test kit's set-up. antd trees render slowly in jsdom (an antd form flow costs seconds of CPU
 * and stretches far beyond on a loaded machine), hence the generous timeout; a hung test still fails.
 */
const enJsdom = (carpeta: string, { grupo, deAUno = false, preparar = [] }: OpcionesJsdom) => ({
  test: {
    name: carpeta,
    root: carpeta,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'servidor/**/*.test.ts'],
    setupFiles: ['@horas/shared/testing/entorno-jsdom', ...preparar.map((archivo) => `@horas/shared/testing/${archivo}`)],
    sequence: { groupOrder: grupo },
    fileParallelism: !deAUno,
    testTimeout: 180_000,
  },
});

/** scripts/: `pnpm start` and `pnpm dev` in Node, including runs of the script itself. */
const scripts = {
  test: { name: 'scripts', root: 'scripts', environment: 'node', include: ['**/*.test.ts'], testTimeout: 150_000 },
};

/** Remotes whose antd flows need more than the common set-up. */
const PREPARAR_REMOTO: Partial<Record<NombreRemoto, string[]>> = { mf_clientes_admin: ['sin-comprobar-visibilidad'] };

/** The import rules of eslint.config.ts, probed with files that do not exist. */
const lint = { test: { name: 'lint', include: ['eslint.config.test.ts'], environment: 'node', testTimeout: 60_000 } };

// The api keeps its own vitest.config.ts (Node, PGlite workers, a global set-up).
export default defineConfig({
  test: {
    projects: [
      enJsdom('shared', { grupo: 0 }),
      enJsdom('shell', { grupo: 0 }),
      scripts,
      lint,
      'api',
      // Every remote of the registry, one after another after the rest.
      ...REMOTOS.map((remoto, i) => enJsdom(REGISTRO_REMOTOS[remoto].carpeta, { grupo: 2 + i, deAUno: true, preparar: PREPARAR_REMOTO[remoto] })),
    ],
  },
});
