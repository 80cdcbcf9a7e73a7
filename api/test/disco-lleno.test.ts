import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { NodeFSDuradero, PARAMETROS_DURADEROS } from '../src/db/pglite-duradero';
import * as schema from '../src/db/schema';
import { configDePrueba, IDS } from './helper';

interface FlujoEmscripten { nfd: number }
interface NodefsEmscripten {
  NODEFS: {
    stream_ops: { write: (flujo: FlujoEmscripten, buffer: ArrayBufferView, offset: number, length: number, position: number) => number };
    tryFSOperation: <T>(operacion: () => T) => T;
  };
}

/**
 * PGlite's durable files in a directory whose disk fills up on demand: while `lleno`, a write that
 * would grow a file fails with ENOSPC and one inside it still succeeds, as on a real full disk (a
 * tmpfs of a few MB behaves the same, but mounting one needs root). No root, no mount: CI runs it.
 */
class DiscoQueSeLlena extends NodeFSDuradero {
  lleno = false;
  override async init(...args: Parameters<NodeFSDuradero['init']>): ReturnType<NodeFSDuradero['init']> {
    const resultado = await super.init(...args);
    resultado.emscriptenOpts.preRun = [...(resultado.emscriptenOpts.preRun ?? []), ({ NODEFS }: NodefsEmscripten) => {
      const escribir = NODEFS.stream_ops.write;
      NODEFS.stream_ops.write = (flujo, buffer, offset, length, position) => {
        if (this.lleno && position + length > fs.fstatSync(flujo.nfd).size) {
          return NODEFS.tryFSOperation(() => { throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }); });
        }
        return escribir(flujo, buffer, offset, length, position);
      };
    }];
    return resultado;
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'horas-disco-lleno-'));
const disco = new DiscoQueSeLlena(dir);
let client: PGlite;
let app: Awaited<ReturnType<typeof buildApp>>;
const lineas: string[] = [];

beforeAll(async () => {
  client = await PGlite.create({ fs: disco, startParams: PARAMETROS_DURADEROS, loadDataDir: new Blob([fs.readFileSync(inject('plantilla'))]) });
  app = await buildApp({ db: drizzle({ client, schema }), config: configDePrueba(), logger: { level: 'warn', stream: { write: (l: string) => lineas.push(l) } } });
});
afterAll(async () => {
  await app?.close();
  await client?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const NO_DISPONIBLE = { mensaje: 'La base de datos no está disponible. Intente nuevamente en unos segundos.' };
/** Enough rows to need new pages of the table and its indexes, whatever room the last ones had. */
const ESCRITURAS = 200;

// The template is a PGlite dump: on a PostgreSQL run there is none (and no disk of PGlite's to fill).
describe.skipIf(process.env.TEST_DATABASE_URL)("PGlite's disk full", () => {
  it('writes that need room answer 503, reads still answer, and writes pass again once there is room', async () => {
    const token = app.jwt.sign({ id: IDS.luis, perfil: 'Junior' });
    const pedir = (method: 'GET' | 'POST', url: string, payload?: object) => app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
    const tareaId = ((await pedir('GET', '/tareas/especificas')).json() as { id: number }[])[0].id;
    const cargar = (i: number) => pedir('POST', '/horas/cargarhoras', { tareaId, horasTrabajadas: 0.01, descripcion: `disco lleno ${i}`, fechaCarga: '17/03/2026' });

    disco.lleno = true;
    const estados: number[] = [];
    for (let i = 0; i < ESCRITURAS && !estados.includes(503); i++) {
      const respuesta = await cargar(i);
      estados.push(respuesta.statusCode);
      if (respuesta.statusCode === 503) expect([respuesta.json(), respuesta.headers['retry-after']]).toEqual([NO_DISPONIBLE, '5']);
    }
    expect(estados.at(-1)).toBe(503);
    expect(estados.filter((e) => e !== 201 && e !== 503)).toEqual([]);
    expect((await pedir('GET', '/horas/mis-horas/por-fecha?fecha=2026-03-17')).statusCode).toBe(200);
    const registro = lineas.map((l) => JSON.parse(l) as { level: number; msg: string; codigo?: string; err?: unknown });
    expect(registro.filter((l) => l.codigo === '53100').map((l) => [l.level, l.msg, l.err])).toEqual([[50, 'la base de datos no tiene recursos (disco, memoria o conexiones)', undefined]]);

    disco.lleno = false;
    expect((await cargar(ESCRITURAS)).statusCode).toBe(201);
  });
});
