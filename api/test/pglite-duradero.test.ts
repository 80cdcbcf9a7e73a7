import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { openPglite } from '../src/db/client';
import { copiaDe } from './helper';

// One data dir for the file, a copy of an initdb'd cluster (initdb on disk takes many seconds).
const dir = copiaDe(inject('pgliteVacia').enDisco, 'horas-duradero-');
let database: Awaited<ReturnType<typeof openPglite>>;
beforeAll(async () => { database = await openPglite(dir); });
afterAll(async () => {
  await database?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('embedded PGlite on disk', () => {
  it('runs with fsync on and syncs the WAL to the disk at each commit', async () => {
    const ajustes = await database.client.query<{ fsync: string }>('show fsync');
    expect(ajustes.rows[0].fsync).toBe('on');
    await database.db.execute(sql`create table prueba (valor text)`);
    const fsync = vi.spyOn(fs, 'fsyncSync');
    try {
      for (const valor of ['uno', 'dos', 'tres']) await database.db.execute(sql`insert into prueba values (${valor})`);
      expect(fsync.mock.calls.length).toBeGreaterThanOrEqual(3);
    } finally {
      fsync.mockRestore();
    }
  });

  it('keeps what it committed across a reopen', async () => {
    await database.close();
    database = await openPglite(dir);
    const filas = await database.client.query<{ valor: string }>('select valor from prueba order by valor');
    expect(filas.rows.map((f) => f.valor)).toEqual(['dos', 'tres', 'uno']);
  });
});
