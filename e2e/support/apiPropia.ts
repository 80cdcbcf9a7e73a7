import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page, Route } from '@playwright/test';
import pg from 'pg';
import { RETRASO_DE_RESPUESTAS_MS, URL_SHELL, apuntarContexto } from './entorno';

const CARPETA_API = fileURLToPath(new URL('../../api', import.meta.url));

/** A free loopback port, asked of the OS (no fixed number to collide with a teammate's run). */
function puertoLibre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const servidor = createServer();
    servidor.unref();
    servidor.on('error', reject);
    servidor.listen(0, '127.0.0.1', () => {
      const { port } = servidor.address() as { port: number };
      servidor.close(() => resolve(port));
    });
  });
}

async function esperarSalud(url: string, plazoMs: number) {
  const limite = Date.now() + plazoMs;
  for (;;) {
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > limite) throw new Error(`La API propia no respondió en ${url}/health`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Starts the built API, its output into `carpeta`/api.log; `esperarSalud` tells when it answers. */
function arrancar(entorno: NodeJS.ProcessEnv, puerto: number, carpeta: string) {
  const log = createWriteStream(path.join(carpeta, 'api.log'), { flags: 'a' });
  const proceso = spawn(process.execPath, ['dist/server.js'], {
    cwd: CARPETA_API,
    // DESPEDIDA_MS=0: no proxy in front, so a stop need not wait for the idle kept-alive connections
    // of the runner's fetch and the browser (5 s a stop otherwise, some fifteen stops a run).
    env: { ...process.env, PORT: String(puerto), CORS_ANY_LOCALHOST: '1', RATE_LIMIT_MAX: '0', DESPEDIDA_MS: '0', RETRASO_DE_PRUEBA_MS: RETRASO_DE_RESPUESTAS_MS, ...entorno },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proceso.stdout?.pipe(log);
  proceso.stderr?.pipe(log);
  return proceso;
}

/** A safety net for a start: one on a loaded machine took over 90 s. */
const ARRANQUE_MS = 240_000;

/**
 * SIGTERM, and SIGKILL if it has not exited 10 s later (a safety net: with DESPEDIDA_MS=0 it cuts
 * its connections at once). Either way the port refuses connections after.
 */
function parar(proceso: ChildProcess) {
  if (proceso.exitCode !== null || proceso.signalCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const forzar = setTimeout(() => proceso.kill('SIGKILL'), 10_000);
    proceso.once('exit', () => {
      clearTimeout(forzar);
      resolve();
    });
    proceso.kill('SIGTERM');
  });
}

/**
 * A PGlite data dir as the API's first start leaves it (initdb, migrations, the demo seeded for
 * today), made once per build, migrations and day (by the first spec to need it; written under
 * another name, then renamed) and copied for each spec: a start on a copy costs what a restart does,
 * not the many seconds of initdb and seed (up to a minute on a loaded machine).
 */
async function demoSembrada(): Promise<string> {
  const huella = createHash('sha256').update(readFileSync(path.join(CARPETA_API, 'dist/server.js'))).update(new Date().toDateString());
  for (const migracion of readdirSync(path.join(CARPETA_API, 'drizzle'), { recursive: true }).map(String).sort()) huella.update(migracion);
  const destino = path.join(tmpdir(), `horas-e2e-demo-${huella.digest('hex').slice(0, 16)}`);
  if (existsSync(destino)) return destino;
  const temporal = mkdtempSync(`${destino}.tmp-`);
  const puerto = await puertoLibre();
  const proceso = arrancar({ DATA_DIR: temporal, DATABASE_URL: '' }, puerto, temporal);
  try {
    await esperarSalud(`http://localhost:${puerto}`, ARRANQUE_MS);
  } finally {
    await parar(proceso);
  }
  rmSync(path.join(temporal, 'api.log'));
  try {
    renameSync(temporal, destino);
  } catch {
    rmSync(temporal, { recursive: true, force: true }); // another worker's came first
  }
  return destino;
}

/** Runs one statement on the server of `url` (CREATE/DROP DATABASE cannot run in a transaction). */
async function ejecutarEn(url: string, sentencia: string) {
  const cliente = new pg.Client({ connectionString: url });
  await cliente.connect();
  try { await cliente.query(sentencia); } finally { await cliente.end(); }
}

interface Opciones {
  /**
   * PostgreSQL: seed the demo users and catalogue (SEED_DEMO=1, the default here) or start empty.
   * The embedded database seeds itself when it has no user, so it starts empty only after
   * `crearAdministrador`, as a company's does.
   */
  demo?: boolean;
  /** A PostgreSQL server to create a fresh database on (dropped by `cerrar`), instead of PGlite. */
  postgres?: string;
  /** More of its configuration, e.g. `SMTP_URL` for a spec's own mail server. */
  entorno?: NodeJS.ProcessEnv;
}

export interface DatosAdministrador {
  email: string;
  contrasena: string;
  nombre: string;
  apellidos: string;
}

/**
 * An API process owned by one spec: the production build (api/dist, built by the config's API
 * webServer before any test runs) on its own fresh database (a DATA_DIR, or a new PostgreSQL
 * database) and a free port, so the spec can really stop it and start it again (same database,
 * same port, so tokens and entries survive) without touching the API every other spec uses.
 */
export class ApiPropia {
  private carpeta: string | null = null;
  private proceso: ChildProcess | null = null;
  private puerto: number | null = null;
  private baseDeDatos: string | null = null;

  constructor(private readonly opciones: Opciones = {}) {}

  /** Known once started; the port stays the same across restarts (it is what the browser calls). */
  get url() {
    if (this.puerto == null) throw new Error('La API propia aún no se inició');
    return `http://localhost:${this.puerto}`;
  }

  /** Where its data lives: the data dir always (it also holds the log), the PostgreSQL database if any. */
  private async entornoDeDatos(): Promise<NodeJS.ProcessEnv> {
    const { postgres, demo = true } = this.opciones;
    if (!this.carpeta) {
      this.carpeta = mkdtempSync(path.join(tmpdir(), 'horas-e2e-api-'));
      if (!postgres && demo) cpSync(await demoSembrada(), this.carpeta, { recursive: true });
    }
    if (!postgres) return { DATA_DIR: this.carpeta, DATABASE_URL: '' };
    if (!this.baseDeDatos) {
      const nombre = `horas_e2e_${randomBytes(6).toString('hex')}`;
      await ejecutarEn(postgres, `CREATE DATABASE ${nombre}`);
      const url = new URL(postgres);
      url.pathname = `/${nombre}`;
      this.baseDeDatos = url.toString();
    }
    return { DATA_DIR: this.carpeta, DATABASE_URL: this.baseDeDatos, SEED_DEMO: demo ? '1' : '' };
  }

  /**
   * The first administrator, as a company creates it: the `admin:create` command line (its build,
   * dist/create-admin.js), before the API starts (PGlite holds its data dir for one process).
   * A user in the database also keeps the embedded default from seeding demo data.
   */
  async crearAdministrador({ email, contrasena, nombre, apellidos }: DatosAdministrador) {
    if (this.proceso) throw new Error('Cree el administrador antes de iniciar la API propia');
    await promisify(execFile)(process.execPath, [
      'dist/create-admin.js', '--email', email, '--password', contrasena, '--nombre', nombre, '--apellidos', apellidos,
    ], { cwd: CARPETA_API, env: { ...process.env, ...(await this.entornoDeDatos()) } });
  }

  /** Starts it, unless it is already running. */
  async iniciar() {
    if (this.proceso) return;
    this.puerto ??= await puertoLibre();
    this.proceso = arrancar({ ...(await this.entornoDeDatos()), ...this.opciones.entorno }, this.puerto, this.carpeta!);
    await esperarSalud(this.url, ARRANQUE_MS);
  }

  async detener() {
    const proceso = this.proceso;
    this.proceso = null;
    if (proceso) await parar(proceso);
  }

  /** Stops it for good and removes its data dir and database. */
  async cerrar() {
    await this.detener();
    if (this.carpeta) rmSync(this.carpeta, { recursive: true, force: true });
    this.carpeta = null;
    if (this.baseDeDatos && this.opciones.postgres) {
      const nombre = new URL(this.baseDeDatos).pathname.slice(1);
      await ejecutarEn(this.opciones.postgres, `DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`);
    }
    this.baseDeDatos = null;
  }

  /**
   * Points this browser context at this API. The shell learns the API address at start from its
   * own /remotes.json (apiUrl; the remotes share the shell's axios client), which an operator edits
   * in place on a deployed shell (README): this serves that file with apiUrl changed, nothing else.
   * The operator would also add the new origin to the pages' Content-Security-Policy
   * (deploy/README.md); a spec does the equivalent with `test.use({ bypassCSP: true })` (a
   * rewritten document header is no option: Chromium then treats the page as public and blocks its
   * calls to loopback). csp.spec.ts checks the policy itself.
   */
  async apuntar(contexto: BrowserContext) {
    apuntarContexto(contexto, this.url);
    await contexto.route(`${URL_SHELL}/remotes.json`, async (ruta) => {
      const respuesta = await traerDelShell(ruta);
      const configuracion = (await respuesta.json()) as { apiUrl: string };
      await ruta.fulfill({ response: respuesta, json: { ...configuracion, apiUrl: this.url } });
    });
  }

  /** A page in a browser context of its own (its own session) pointed at this API. */
  async paginaNueva(browser: Browser): Promise<Page> {
    const contexto = await browser.newContext();
    await this.apuntar(contexto);
    return contexto.newPage();
  }
}

/**
 * The shell's file as its server sends it; once more if the connection was reset. Playwright's fetch
 * may reuse a kept-alive connection just as the server closes it (a busy CI run hit it once: 'socket
 * hang up'), a request a browser retries by itself.
 */
async function traerDelShell(ruta: Route) {
  try {
    return await ruta.fetch();
  } catch (error) {
    if (!String(error).includes('ECONNRESET')) throw error;
    return ruta.fetch();
  }
}
