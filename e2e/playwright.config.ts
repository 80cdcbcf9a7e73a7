import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { carpetaDe } from '@horas/shared/apps';
import { REMOTOS, puerto, puertoBase, type NombreApp } from '@horas/shared/federation';
import { AVISO_BUZON_LISTO, PUERTO_SMTP, URL_BUZON } from './support/correoCompartido';
import { AVISO_FRONT_LISTO } from './support/frontCompartido';
import { ejecutableDeChromium } from './support/navegador';
import { AVISO_PROVEEDOR_LISTO, CLIENTE_OIDC, ISSUER_OIDC, NOMBRE_OIDC, REDIRECCION_OIDC } from './support/proveedorCompartido';
import { RETRASO_DE_RESPUESTAS_MS, URL_API, URL_SHELL, urlDe } from './support/entorno';

// Only for iterating on specs: HORAS_E2E_REUSE=1 uses servers already up (tests never depend on it).
const reuseExistingServer = process.env.HORAS_E2E_REUSE === '1';
// HORAS_E2E_MONO=1 (`pnpm test:e2e:mono`): the non-federated reference build (mono/, `pnpm build:mono`)
// on the shell's port instead of shell + remotes; only the login and weekly-view specs, without
// the tests about federation itself (tagged @federacion).
const mono = process.env.HORAS_E2E_MONO === '1';
const raiz = fileURLToPath(new URL('..', import.meta.url));

// `pnpm test` builds the front end once, in its reproducible-build phase, and says so: the
// federated specs then serve that build. Run by hand, each app is built fresh before it is served.
const frontConstruido = process.env.HORAS_E2E_FRONT_CONSTRUIDO === '1' && !mono;

/**
 * Playwright starts the servers one after another, each when the one before answers. It polls a
 * server's `url` with a back-off (100, 250, 500 ms, then each second): about a second lost per server.
 * `wait` takes the line each prints as it starts listening instead; the `url` stays, for the check
 * that nothing else holds the port before the run starts.
 */
const listo = (linea: RegExp) => ({ wait: { stdout: linea } });

/** The production build's preview server (after building it, unless this run's build is fresh). */
const front = (app: NombreApp | 'mono') => ({
  command: `${frontConstruido ? '' : 'pnpm exec rsbuild build && '}exec pnpm exec rsbuild preview`,
  cwd: `${raiz}/${app === 'mono' ? 'mono' : carpetaDe(app)}`,
  url: app === 'shell' || app === 'mono' ? `${URL_SHELL}/remotes.json` : `${urlDe(app)}/mf-manifest.json`,
  ...listo(/Local:\s+http/),
  reuseExistingServer,
  timeout: 240_000,
});

/**
 * The run's build, the shell and every remote, served by one process (support/servidorDelFront.ts):
 * one Node and one Rsbuild instead of seven `rsbuild preview`, started together instead of one after another.
 */
const frontServidoJunto = {
  command: 'exec pnpm exec tsx e2e/support/servidorDelFront.ts',
  cwd: raiz,
  url: `${URL_SHELL}/remotes.json`,
  ...listo(new RegExp(AVISO_FRONT_LISTO)),
  reuseExistingServer,
  timeout: 240_000,
};

export default defineConfig({
  testDir: './tests',
  // One folder per port base: runs by different engineers must not wipe each other's artifacts.
  outputDir: `test-results/${puertoBase()}${mono ? '-mono' : ''}`,
  ...(mono && { testMatch: ['shell.spec.ts', 'horas.spec.ts'], grepInvert: /@federacion/ }),
  // Generous: the machines are shared and a spec may sign in several users.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  // Two cores shared by a team: a few workers (four, beside other work, sent a start of an API past
  // 90 s and an accessibility test past 4 minutes).
  workers: 2,
  // No retries, on CI either: a test that passes only at its second run is a failing test.
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: URL_SHELL,
    // As a person who asked for less motion: antd's modals and panels then open at once
    // (HorasProviders), instead of every action waiting for a motion to settle: a quarter of the
    // time of the admin's specs. The specs about motion itself ask for it (clics-admin, the login's video).
    reducedMotion: 'reduce',
    // A failed test keeps its trace (actions, network, console; the page at the failure is in its
    // error-context.md). Left out: the screencast (encoding a screenshot per frame cost about a third
    // of each test's time on two cores) and a DOM snapshot per action (a sixth of the run's CPU).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    launchOptions: {
      executablePath: ejecutableDeChromium(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  webServer: [
    // The shared API's mail server: invitations and reset links a spec reads (support/correoCompartido.ts).
    { command: 'exec pnpm exec tsx e2e/support/servidorDeCorreo.ts', cwd: raiz, url: `${URL_BUZON}/correos`, ...listo(new RegExp(AVISO_BUZON_LISTO)), reuseExistingServer, timeout: 60_000 },
    // Its OpenID provider (single sign-on), up before the API, which reads its discovery at start.
    {
      command: 'exec pnpm exec tsx e2e/support/proveedorOidc.ts', cwd: raiz, url: `${ISSUER_OIDC}/.well-known/openid-configuration`,
      ...listo(new RegExp(AVISO_PROVEEDOR_LISTO)), reuseExistingServer, timeout: 60_000,
    },
    {
      // A fresh temporary database each run, so the demo seed is always fresh.
      command: 'export DATA_DIR="$(mktemp -d -t horas-e2e-XXXXXX)" && exec pnpm --filter @horas/api start',
      cwd: raiz,
      url: `${URL_API}/health`,
      // Fastify's own log line (JSON on stdout) once it listens.
      ...listo(/Server listening at/),
      env: {
        PORT: String(puerto('api')),
        SEED_DEMO: '1',
        RETRASO_DE_PRUEBA_MS: RETRASO_DE_RESPUESTAS_MS,
        CORS_ANY_LOCALHOST: '1',
        RATE_LIMIT_MAX: '0',
        SMTP_URL: `smtp://127.0.0.1:${PUERTO_SMTP}`,
        SMTP_FROM: 'Horas <horas@e2e.example>',
        HORAS_URL: URL_SHELL,
        OIDC_ISSUER: ISSUER_OIDC,
        OIDC_CLIENT_ID: CLIENTE_OIDC.id,
        OIDC_CLIENT_SECRET: CLIENTE_OIDC.secreto,
        OIDC_REDIRECT_URI: REDIRECCION_OIDC,
        OIDC_NOMBRE: NOMBRE_OIDC,
        // Reminders only when a spec asks: the daily run waits until the end of the day.
        RECORDATORIOS_HORA: '23:59',
        // No proxy in front to wait for: stopping, it cuts the runner's idle kept-alive connections at once.
        DESPEDIDA_MS: '0',
      },
      reuseExistingServer,
      timeout: 240_000,
    },
    ...(mono ? [front('mono')] : frontConstruido ? [frontServidoJunto] : [front('shell'), ...REMOTOS.map(front)]),
  ],
});
