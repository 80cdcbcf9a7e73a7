import { configDefaults, defineConfig } from 'vitest/config';
import { CARPETAS_FRONT } from './shared/apps';

/** The front-end packages of the registry (the shell and every remote) and the shared package. */
const FRONT = ['shared', ...CARPETAS_FRONT];

/** Pure rules and Node code of the shared package: no DOM, no React. */
const PUROS = ['shared/src/contracts/**/*.test.ts', 'shared/src/domain/**/*.test.ts', 'shared/servidor/**/*.test.ts'];

/**
 * Files whose `vi.mock` needs a fresh module graph: the mocked module must not be loaded before it
 * (a screen already imported the real one) nor stay mocked after it. The rest stand in for the API
 * with the test kit's `servidorFalso` instead.
 */
const AISLADOS = [
  // The federation runtime's loader, which the shell's screens import.
  'shell/src/remotos/Remoto.test.tsx',
  'shell/src/aprobaciones/Aprobaciones.test.tsx',
  // A chart module that fails to arrive, asked once per module graph (useGrafico.ts).
  'mf-reportes/src/features/analisis/hooks/useGrafico.test.tsx',
];

/**
 * Components, hooks and stores in jsdom with the test kit's set-up (antd without its CSS-in-JS
 * styles, which made jsdom slow). The timeout is a safety net for a loaded shared machine.
 */
const enJsdom = { environment: 'jsdom', setupFiles: ['./shared/testing/entornoJsdom.ts'], testTimeout: 60_000 };

/**
 * One project for every front-end package, without per-file isolation: a worker imports React,
 * antd and the test kit once and runs file after file of any package in the same module graph and
 * document, which the set-up file puts back after each test. Most of a file's time was importing.
 */
const front = {
  resolve: { alias: [{ find: /^antd\/es(\/.*)?$/, replacement: 'antd/lib$1' }] },
  test: { ...enJsdom, name: 'front', isolate: false, include: FRONT.map((carpeta) => `${carpeta}/src/**/*.test.{ts,tsx}`), exclude: [...configDefaults.exclude, ...PUROS, ...AISLADOS] },
};
const frontAislado = { test: { ...enJsdom, name: 'front-aislado', include: AISLADOS } };
const frontNode = { test: { name: 'front-node', environment: 'node', isolate: false, include: PUROS } };

/** scripts/: `pnpm start` and `pnpm dev` in Node, including runs of the script itself. */
const scripts = {
  test: { name: 'scripts', root: 'scripts', environment: 'node', include: ['**/*.test.ts'], testTimeout: 150_000 },
};

/** deploy/: its scripts run with fake systemctl and curl first on the PATH, on a temp folder as the host. */
const deploy = { test: { name: 'deploy', root: 'deploy', environment: 'node', include: ['**/*.test.ts'], testTimeout: 60_000 } };

/** The import rules of eslint.config.ts, probed with files that do not exist. */
const lint = { test: { name: 'lint', include: ['eslint.config.test.ts'], environment: 'node', testTimeout: 60_000 } };

// The api keeps its own vitest.config.ts (Node, PGlite, a global set-up). Every project shares the
// run's workers: a few processes, as many as the 2-core machines keep busy.
export default defineConfig({
  test: {
    maxWorkers: 3,
    projects: [front, frontAislado, frontNode, scripts, deploy, lint, 'api'],
  },
});
