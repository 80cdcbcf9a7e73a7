/**
 * Build settings every app's rsbuild.config.ts shares: the one Module Federation `shared` map,
 * the ports and the URLs. Node-only (read by the configs), never bundled into the browser.
 *
 * Environment: HORAS_PORT_BASE (default 3000) moves every port at once: shell = base,
 * remotes = base+1..base+4, API = base+1000. HORAS_PORT_<APP> (e.g. HORAS_PORT_MF_HORAS,
 * HORAS_PORT_API) moves one. HORAS_API_URL and HORAS_REMOTE_<APP> (a manifest URL) point at
 * servers deployed elsewhere.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const REMOTOS = ['mf_horas', 'mf_reportes', 'mf_mishoras', 'mf_clientes_admin'] as const;
export type NombreRemoto = (typeof REMOTOS)[number];
export type NombreApp = 'shell' | NombreRemoto;

const DESPLAZAMIENTO: Record<NombreApp | 'api', number> = {
  shell: 0,
  mf_horas: 1,
  mf_reportes: 2,
  mf_mishoras: 3,
  mf_clientes_admin: 4,
  api: 1000,
};

const env = (clave: string): string | undefined => process.env[clave] || undefined;

export const puertoBase = (): number => Number(env('HORAS_PORT_BASE') ?? 3000);

export const puerto = (app: NombreApp | 'api'): number =>
  Number(env(`HORAS_PORT_${app.toUpperCase()}`) ?? puertoBase() + DESPLAZAMIENTO[app]);

export const urlApi = (): string => env('HORAS_API_URL') ?? `http://localhost:${puerto('api')}`;

export const urlRemoto = (nombre: NombreRemoto): string =>
  env(`HORAS_REMOTE_${nombre.toUpperCase()}`) ?? `http://localhost:${puerto(nombre)}/mf-manifest.json`;

/** What the shell serves as /remotes.json: read at start, so remotes move without a shell rebuild. */
export const configuracionDelShell = () => ({
  apiUrl: urlApi(),
  remotes: Object.fromEntries(REMOTOS.map((nombre) => [nombre, urlRemoto(nombre)])) as Record<NombreRemoto, string>,
});

// Explicit versions: left to default they read `workspace:*` and the runtime rejects the match.
const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion });

const requerir = createRequire(import.meta.url);
/**
 * A singleton whose provided module is a file of src/compartidos re-exporting only the names the apps
 * import (compartidos.test.ts keeps the lists complete): a shared module keeps every export it has,
 * so providing the package itself ships all of it (antd: 432 KB gzip whole, 309 the part used).
 */
const recortado = (paquete: string, requiredVersion: string, archivo: string) => ({
  ...singleton(requiredVersion),
  import: fileURLToPath(new URL(`./src/compartidos/${archivo}`, import.meta.url)),
  version: (requerir(`${paquete}/package.json`) as { version: string }).version,
});

/** One copy of each at runtime; the trailing-slash keys catch subpaths (react-dom/client, antd/locale/...). */
export const compartidos = {
  react: singleton('^19.2.0'),
  'react/': singleton('^19.2.0'),
  'react-dom': singleton('^19.2.0'),
  'react-dom/': singleton('^19.2.0'),
  'react-router-dom': recortado('react-router-dom', '^7.9.0', 'reactRouterDom.ts'),
  antd: recortado('antd', '^6.0.0', 'antd.ts'),
  // Not 'antd/': the file behind `antd` imports 'antd/es'.
  'antd/locale/': singleton('^6.0.0'),
  dayjs: singleton('^1.11.0'),
  'dayjs/': singleton('^1.11.0'),
  zustand: singleton('^5.0.0'),
  axios: singleton('^1.13.0'),
  '@horas/shared': singleton('^1.0.0'),
};

/** Options for pluginModuleFederation: the shell exposes nothing and registers remotes at runtime. */
export const federacion = (nombre: NombreApp, exposes?: Record<string, string>) => ({
  name: nombre,
  exposes,
  shared: compartidos,
  shareStrategy: 'loaded-first' as const,
  dts: false,
});

/**
 * The common part of an app's Rsbuild config. A non-default port base builds into its own
 * folder, so engineers running e2e on different ports never overwrite each other's builds.
 */
export const configuracionBase = (app: NombreApp) => {
  const remoto = app !== 'shell';
  const base = env('HORAS_PORT_BASE');
  return {
    server: { port: puerto(app), strictPort: true, ...(remoto && { cors: { origin: '*' } }) },
    output: {
      ...(base && { distPath: { root: `dist-${base}` } }),
      // A remote's chunks must load from the remote's own origin, not the shell's.
      ...(remoto && { assetPrefix: 'auto' }),
    },
    source: { define: { 'import.meta.env.HORAS_API_URL': JSON.stringify(urlApi()) } },
    html: { title: 'Horas' },
  };
};
