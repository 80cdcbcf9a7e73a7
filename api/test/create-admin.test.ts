import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/open';
import { configDePrueba } from './helper';
import { baseTemporal } from './pg-temporal';

const CARPETA_API = path.join(import.meta.dirname, '..');
const ADMIN = ['--email', 'ada@horas.example.com', '--nombre', 'Ada', '--apellidos', 'Lovelace'];

// The deployed artefact, `node dist/create-admin.js`, bundled by build.mjs into a folder of this
// file's own (inside api/, whose node_modules it resolves; a concurrent build never rewrites it).
// Run by Node alone: no tsx compiling the sources at each of the five runs.
const bundle = fs.mkdtempSync(path.join(CARPETA_API, 'dist-create-admin-'));
const CLI = path.join(bundle, 'create-admin.js');

/** The command line as an administrator runs it: its output, exit code, and what it read from stdin. */
const crearAdmin = (args: string[], entorno: NodeJS.ProcessEnv, entrada = '') =>
  new Promise<{ codigo: number; salida: string; errores: string }>((resolver) => {
    const hijo = execFile(process.execPath, [CLI, ...args], { env: { ...process.env, ...entorno } }, (error, salida, errores) =>
      resolver({ codigo: error ? Number(error.code) : 0, salida, errores }));
    hijo.stdin!.end(entrada);
  });

// One database for the file: a data dir on disk (PGlite), or a new PostgreSQL database.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'horas-create-admin-'));
let entorno: NodeJS.ProcessEnv;
let cerrarPg: (() => Promise<void>) | undefined;
beforeAll(async () => {
  execFileSync(process.execPath, ['build.mjs'], { cwd: CARPETA_API, env: { ...process.env, BUILD_OUTDIR: bundle }, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return void (entorno = { DATA_DIR: dir });
  const base = await baseTemporal(url, 'horas_test');
  const propia = new URL(url);
  propia.pathname = `/${base.nombre}`;
  entorno = { DATABASE_URL: propia.toString() };
  cerrarPg = base.close;
});
afterAll(async () => {
  await cerrarPg?.();
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(bundle, { recursive: true, force: true });
});

/** Signs in with each password on the database the command wrote to, opened as the API opens it: the status codes. */
const iniciarSesion = async (...contrasenas: string[]) => {
  const database = await openDatabase(loadConfig(entorno));
  const app = await buildApp({ db: database.db, config: configDePrueba() });
  try {
    const codigos = [];
    for (const contrasena of contrasenas) {
      codigos.push((await app.inject({ method: 'POST', url: '/usuarios/login', payload: { email: 'ada@horas.example.com', contrasena } })).statusCode);
    }
    return codigos;
  } finally {
    await app.close();
    await database.close();
  }
};

describe('create-admin.js, the first administrator from the command line', () => {
  it('--help says how to run it from the deployed folder and how the password is read', async () => {
    const { codigo, salida } = await crearAdmin(['--help'], entorno);
    expect(codigo).toBe(0);
    expect(salida).toContain('Uso: node dist/create-admin.js --email x@y --nombre N --apellidos A [--perfil P] [--password secreta]');
    expect(salida).toContain('Sin --password, la contraseña se lee de la entrada estándar');
  });

  it('without --password reads it from standard input (its first line): the user signs in with it', async () => {
    const { codigo, salida } = await crearAdmin(ADMIN, entorno, 'clave-de-la-tuberia\n');
    expect(codigo).toBe(0);
    expect(salida).toMatch(/^Usuario creado: id \d+, ada@horas\.example\.com, perfil 'Administrador del sistema'\.$/m);
    expect(await iniciarSesion('clave-de-la-tuberia', 'clave-de-la-tuberia\n')).toEqual([200, 401]);
  });

  it('--password still works, and an e-mail in use or a short password is refused with a message', async () => {
    expect(await crearAdmin([...ADMIN, '--password', 'otra-clave-larga'], entorno)).toMatchObject({
      codigo: 1, errores: 'Ya existe un usuario con el e-mail ada@horas.example.com.\n',
    });
    expect(await crearAdmin(['--email', 'otro@horas.example.com', '--nombre', 'O', '--apellidos', 'P'], entorno, 'corta\n')).toMatchObject({
      codigo: 1, errores: 'La contraseña debe tener al menos 8 caracteres.\n',
    });
    const { codigo, salida } = await crearAdmin(['--email', 'otro@horas.example.com', '--nombre', 'O', '--apellidos', 'P', '--password', 'otra-clave-larga'], entorno);
    expect(codigo).toBe(0);
    expect(salida).toContain('Usuario creado');
  });
});
