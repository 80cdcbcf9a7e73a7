/**
 * Build settings every app's rsbuild.config.ts shares: the one Module Federation `shared` map,
 * the ports and the URLs. Node-only (read by the configs), never bundled into the browser.
 *
 * Environment: HORAS_PORT_BASE (default 3000) moves every port at once: shell = base, each
 * remote = base + its offset in the registry (apps.ts), API = base+1000. HORAS_PORT_<APP> (e.g.
 * HORAS_PORT_MF_HORAS, HORAS_PORT_API) moves one. HORAS_API_URL and HORAS_REMOTE_<APP> (a manifest
 * URL) point at servers deployed elsewhere; HORAS_REMOTES_URL puts every remote under one address,
 * each in its own folder (`<url>/mf-horas/mf-manifest.json`), as deploy/README.md serves them.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ArchivosPublicados } from './build/archivosPublicados';
import { IdsDeModulos } from './build/idsDeModulos';
import { middlewareCache } from './servidor/cacheDeArchivos';
import { middlewareSeguridad } from './servidor/cabecerasDeSeguridad';
import { NUCLEO_FEDERACION } from './src/federacion/globales';
import { REGISTRO_REMOTOS, REMOTOS, carpetaDe, desplazamientoDe, type NombreApp, type NombreRemoto } from './apps';

export { REMOTOS, type NombreApp, type NombreRemoto } from './apps';
export { escribirComprimidos } from './build/archivosPublicados';

export const PUERTO_BASE_POR_DEFECTO = 3000;

const env = (clave: string, fuente: NodeJS.ProcessEnv = process.env): string | undefined => fuente[clave] || undefined;

export const puertoBase = (fuente: NodeJS.ProcessEnv = process.env): number =>
  Number(env('HORAS_PORT_BASE', fuente) ?? PUERTO_BASE_POR_DEFECTO);

export const puerto = (app: NombreApp | 'api', fuente: NodeJS.ProcessEnv = process.env): number =>
  Number(env(`HORAS_PORT_${app.toUpperCase()}`, fuente) ?? puertoBase(fuente) + desplazamientoDe(app));

export const urlApi = (): string => env('HORAS_API_URL') ?? `http://localhost:${puerto('api')}`;

/** Each app's build folder: a non-default port base builds into its own, so runs on different bases never share files. */
export const carpetaDeBuild = (fuente: NodeJS.ProcessEnv = process.env): string => {
  const base = env('HORAS_PORT_BASE', fuente);
  return base ? `dist-${base}` : 'dist';
};

/** Where the shell finds a remote's manifest: its own variable, else its folder under HORAS_REMOTES_URL, else its local port. */
export const urlRemoto = (nombre: NombreRemoto): string => {
  const comun = env('HORAS_REMOTES_URL')?.replace(/\/+$/, '');
  const enSuCarpeta = comun && `${comun}/${carpetaDe(nombre)}/mf-manifest.json`;
  return env(`HORAS_REMOTE_${nombre.toUpperCase()}`) ?? enSuCarpeta ?? `http://localhost:${puerto(nombre)}/mf-manifest.json`;
};

/** What the shell serves as /remotes.json: read at start, so remotes move without a shell rebuild. */
export const configuracionDelShell = () => ({
  apiUrl: urlApi(),
  remotes: Object.fromEntries(REMOTOS.map((nombre) => [nombre, urlRemoto(nombre)])) as Record<NombreRemoto, string>,
});

// Explicit versions: left to default they read `workspace:*` and the runtime rejects the match.
const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion });

const requerir = createRequire(import.meta.url);
const aqui = (ruta: string) => fileURLToPath(new URL(ruta, import.meta.url));
const versionDe = (paquete: string) => (requerir(`${paquete}/package.json`) as { version: string }).version;
/**
 * A file as the build's context (the app's folder, where Rsbuild runs) reaches it: the built files
 * publish a shared module's `import`, and an absolute one would carry the build host's path and
 * change every hash with the folder the same commit is built in.
 */
const desdeElContexto = (archivo: string) => {
  const relativa = path.relative(process.cwd(), archivo);
  return relativa.startsWith('.') ? relativa : `./${relativa}`;
};
/**
 * A singleton whose provided module is a file of src/compartidos re-exporting only the names the apps
 * import (compartidos.test.ts keeps the lists complete): a shared module keeps every export it has,
 * so providing the package itself would ship all of it (bench/README.md, the front-end attempts).
 */
const recortado = (paquete: string, requiredVersion: string, archivo: string) => ({
  ...singleton(requiredVersion),
  import: desdeElContexto(aqui(`./src/compartidos/${archivo}`)),
  version: versionDe(paquete),
});

/**
 * antd components only screens other than /home use, each its own singleton: the apps import them as
 * `antd/es/<folder>` (the shell provides the file, so they come from its antd like the rest), and the
 * shared `antd` leaves them out, so /home does not download them.
 */
export const ANTD_APARTE = ['antd/es/date-picker'];

const aparte = (modulo: string) => ({ ...singleton('^6.0.0'), import: desdeElContexto(requerir.resolve(modulo)), version: versionDe('antd') });

/** One copy of each at runtime; the trailing-slash keys catch subpaths (react-dom/client, antd/locale/...). */
export const compartidos = {
  react: singleton('^19.2.0'),
  'react/': singleton('^19.2.0'),
  'react-dom': singleton('^19.2.0'),
  'react-dom/': singleton('^19.2.0'),
  'react-router-dom': recortado('react-router-dom', '^7.9.0', 'reactRouterDom.ts'),
  antd: recortado('antd', '^6.0.0', 'antd.ts'),
  ...Object.fromEntries(ANTD_APARTE.map((modulo) => [modulo, aparte(modulo)])),
  // Not 'antd/': the file behind `antd` imports 'antd/es'.
  'antd/locale/': singleton('^6.0.0'),
  dayjs: singleton('^1.11.0'),
  'dayjs/': singleton('^1.11.0'),
  zustand: singleton('^5.0.0'),
  axios: singleton('^1.13.0'),
  // One cache and one context for every remote (the shell's QueryClientProvider).
  '@tanstack/react-query': singleton('^5.90.0'),
  '@horas/shared': singleton('^1.0.0'),
};

/**
 * Options for pluginModuleFederation: a remote exposes what the registry (apps.ts) lists; the shell
 * exposes nothing and registers remotes at runtime.
 */
export const federacion = (nombre: NombreApp) => ({
  name: nombre,
  exposes: nombre === 'shell' ? undefined : { ...REGISTRO_REMOTOS[nombre].expone },
  shared: compartidos,
  shareStrategy: 'loaded-first' as const,
  dts: false,
  // The shell publishes its federation runtime for the remotes' entries (src/federacion/globales.ts).
  ...(nombre === 'shell' && { runtimePlugins: [aqui('./src/federacion/pluginNucleo.ts')] }),
  // Browser only: leaves out the runtime's Node code paths.
  experiments: { optimization: { target: 'web' as const } },
});

/**
 * For the shell: its runtime bundles these packages' CommonJS builds, so the plugin that publishes
 * them must import the same files, not their ES builds (else /login would download a second copy).
 */
export const aliasNucleo = Object.fromEntries(Object.keys(NUCLEO_FEDERACION).map((paquete) => [`${paquete}$`, requerir.resolve(paquete)]));

/** The federation runtime a remote's entry takes from the shell instead of bundling it. */
const externosNucleo = Object.fromEntries(Object.entries(NUCLEO_FEDERACION).map(([paquete, global]) => [paquete, `global ${global}`]));
const SCRIPT_NUCLEO = 'static/js/nucleo-federacion.js';

/**
 * A remote builds two environments: `web`, the federated one (its entry for the shell, and its own
 * page for its team), whose federation runtime comes from globals; and `nucleo`, the script that
 * sets those globals on the remote's own page, where no shell does (src/federacion/nucleoAislado.ts).
 */
const entornosRemoto = {
  web: {
    tools: { rspack: { externals: externosNucleo } },
    html: { tags: [{ tag: 'script', attrs: { src: SCRIPT_NUCLEO }, head: true, append: false }] },
  },
  nucleo: {
    source: { entry: { 'nucleo-federacion': aqui('./src/federacion/nucleoAislado.ts') } },
    output: { filename: { js: '[name].js' }, filenameHash: false },
    performance: { chunkSplit: { strategy: 'all-in-one' as const } },
    // Its own chunk-loading global: in dev both environments' runtimes run on the page. No dev
    // client either: the page's own environment has one.
    tools: { htmlPlugin: false, rspack: { output: { uniqueName: 'nucleo_federacion' } } },
    dev: { hmr: false, liveReload: false },
  },
};

type MiddlewareDeServidor = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * The common part of an app's Rsbuild config. A non-default port base builds into its own
 * folder, so engineers running e2e on different ports never overwrite each other's builds.
 */
export const configuracionBase = (app: NombreApp) => {
  const remoto = app !== 'shell';
  const dist = carpetaDeBuild();
  return {
    server: {
      port: puerto(app),
      strictPort: true,
      ...(remoto && { cors: { origin: '*' } }),
      // `start` serves the build: content-hashed files are kept by browsers, the rest revalidated;
      // every page under its Content-Security-Policy (the shell's names the remotes it loads).
      setup: ({ action, server, environments }: {
        action: 'dev' | 'preview';
        server: { middlewares: { use: (m: MiddlewareDeServidor) => unknown } };
        environments: Record<string, { distPath: string }>;
      }) => {
        if (action !== 'preview') return;
        server.middlewares.use(middlewareSeguridad({ api: urlApi(), remotos: remoto ? [] : Object.values(configuracionDelShell().remotes) }));
        // The build's absolute folder, not one relative to the process: one process may serve every app (e2e/support/servidorDelFront.ts).
        server.middlewares.use(middlewareCache(environments.web.distPath));
      },
    },
    output: {
      distPath: { root: dist },
      // A remote's chunks must load from the remote's own origin, not the shell's.
      ...(remoto && { assetPrefix: 'auto' }),
    },
    source: {
      define: {
        'import.meta.env.HORAS_API_URL': JSON.stringify(urlApi()),
      },
    },
    // The same commit gives the same files in any folder (scripts/pruebas/build-reproducible.ts),
    // with what a browser needs and no more. Chunk ids in module order: the deterministic ones hash
    // the modules' identifiers, absolute paths included (shared/build/idsDeModulos.ts).
    tools: {
      rspack: {
        plugins: [new IdsDeModulos(aqui('..')), new ArchivosPublicados()],
        optimization: { chunkIds: 'natural' as const },
      },
    },
    // The build's table of sizes lists each file once, not again as its .br and .gz.
    performance: { printFileSize: { exclude: ({ name }: { name: string }) => /\.(map|LICENSE\.txt|br|gz)$/.test(name) } },
    // Rsbuild's default page has no `lang`: screen readers would read the Spanish UI as English.
    html: { title: 'Horas', template: aqui('./src/ui/index.html') },
    ...(remoto && {
      environments: entornosRemoto,
      // Lazy compilation serves one environment's compiler: with two, the remote's own page in dev
      // sometimes asked the wrong one for a module ("reading 'call'").
      dev: { lazyCompilation: false },
    }),
  };
};
