import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPglite, type Database } from '../src/db/client';
import { migrate, migrationsFolder } from '../src/db/migrate';
import { baseTemporal } from './pg-temporal';

// A database that already holds names equal in canonical form (allowed by the indexes before the
// canonical columns) stops the migration with a message naming them; nothing is renamed. Once an
// administrator renames them, the next start fills the columns and the rule holds.
const url = process.env.TEST_DATABASE_URL;
let carpetaAnterior: string;

/** The committed migrations up to the one before the canonical columns. */
beforeAll(async () => {
  carpetaAnterior = await fs.mkdtemp(path.join(os.tmpdir(), 'horas-migraciones-'));
  await fs.cp(migrationsFolder(), carpetaAnterior, { recursive: true });
  const diario = path.join(carpetaAnterior, 'meta', '_journal.json');
  const contenido = JSON.parse(await fs.readFile(diario, 'utf8')) as { entries: { tag: string }[] };
  const anteriores = contenido.entries.findIndex((e) => e.tag.endsWith('_nombres_canonicos'));
  await fs.writeFile(diario, JSON.stringify({ ...contenido, entries: contenido.entries.slice(0, anteriores) }));
});
afterAll(async () => { await fs.rm(carpetaAnterior, { recursive: true, force: true }); });

async function migrarAnteriores(base: Database): Promise<void> {
  const config = { migrationsFolder: carpetaAnterior };
  if (base.kind === 'pglite') await migratePglite(base.db as unknown as PgliteDatabase, config);
  else await migratePg(drizzlePg({ client: base.pool }), config);
}

const ejecutar = (base: Database, consulta: ReturnType<typeof sql>) => base.db.execute(consulta);
const filas = async <T>(base: Database, consulta: ReturnType<typeof sql>) => ((await ejecutar(base, consulta)) as unknown as { rows: T[] }).rows;

/** Look-alikes the earlier indexes let through (lower() for clients and e-mails, NFKC + lower() for the catalogue); ids 1, 2, 3 in order. */
async function sembrarParecidos(base: Database): Promise<void> {
  await ejecutar(base, sql`insert into areas (nombre) values ('Diseño'), ('Dise\u200bño'), ('Desarrollo')`);
  await ejecutar(base, sql`insert into servicios (nombre, area_id) values ('Web', 3), ('W\u00adeb', 3), ('Web', 1)`);
  await ejecutar(base, sql`insert into tareas (nombre, servicio_id) values ('Reunión', null), ('Reunion', null), ('Reunión', 1)`);
  await ejecutar(base, sql`insert into clientes (nombre) values ('Banco Andino'), ('Banco\u00a0Andino'), ('Café del Valle')`);
  await ejecutar(base, sql`insert into usuarios (email, password_hash, nombre, apellidos, perfil)
    values ('ana@horas.local', 'x', 'Ana', 'García', 'Senior'), ('\u200fana@horas.local', 'x', 'Ana', 'Copia', 'Senior')`);
}

/** PGlite, in memory, from the run's dump of an initdb'd cluster (initdb itself takes seconds). */
const pgliteSinMigrar = async () => openPglite(undefined, new Blob([await fs.readFile(inject('pgliteVacia').volcado)]));

const motores: [string, () => Promise<Database & { close: () => Promise<void> }>][] = [
  ['PGlite', pgliteSinMigrar],
  ...(url ? [['PostgreSQL', () => baseTemporal(url, 'horas_formas')] as [string, () => Promise<Database & { close: () => Promise<void> }>]] : []),
];

describe.each(motores)('canonical columns over existing data (%s)', (_motor, abrir) => {
  // Runs every migration three times.
  it('two names equal in canonical form stop the migration, naming both; renamed, it completes', async () => {
    const base = await abrir();
    try {
      await migrarAnteriores(base);
      await sembrarParecidos(base);

      const error = await migrate(base).then(() => null, (e: Error) => e);
      expect(error?.name).toBe('ArranqueImposibleError');
      expect(error?.message).toContain('No se pudo migrar la base');
      expect(error?.message).toContain("- usuarios (e-mail): 1 'ana@horas.local', 2 '\u200fana@horas.local'");
      expect(error?.message).toContain("- áreas: 1 'Diseño', 2 'Dise\u200bño'");
      expect(error?.message).toContain("- servicios de una misma área: 1 'Web', 2 'W\u00adeb'");
      expect(error?.message).toContain("- tareas de un mismo servicio, o por defecto: 1 'Reunión', 2 'Reunion'");
      expect(error?.message).toContain("- clientes: 1 'Banco Andino', 2 'Banco\u00a0Andino'");
      // Names unique within their scope are not named: 'Web' of another area, 'Reunión' of a service.
      expect(error?.message).not.toMatch(/3 'Web'|3 'Reunión'|Café/);
      // Nothing was renamed.
      expect(await filas(base, sql`select nombre from clientes order by id`)).toEqual([{ nombre: 'Banco Andino' }, { nombre: 'Banco\u00a0Andino' }, { nombre: 'Café del Valle' }]);

      await ejecutar(base, sql`update areas set nombre = 'Diseño gráfico' where id = 2`);
      await ejecutar(base, sql`update servicios set nombre = 'Web móvil' where id = 2`);
      await ejecutar(base, sql`update tareas set nombre = 'Reunión semanal' where id = 2`);
      await ejecutar(base, sql`update clientes set nombre = 'Banco Andino Sur' where id = 2`);
      await ejecutar(base, sql`update usuarios set email = 'ana.copia@horas.local' where id = 2`);
      await migrate(base);

      expect(await filas(base, sql`select nombre_canonico as c from clientes order by id`))
        .toEqual([{ c: 'banco andino' }, { c: 'banco andino sur' }, { c: 'cafe del valle' }]);
      expect(await filas(base, sql`select email_canonico as c from usuarios order by id`)).toEqual([{ c: 'ana@horas.local' }, { c: 'ana.copia@horas.local' }]);
      // The columns are NOT NULL now, and their indexes refuse a look-alike.
      await expect(ejecutar(base, sql`insert into areas (nombre) values ('DISEÑO')`)).rejects.toMatchObject({ cause: { code: '23502' } });
      await expect(ejecutar(base, sql`insert into areas (nombre, nombre_canonico) values ('DISEÑO', 'diseno')`)).rejects.toMatchObject({ cause: { code: '23505' } });
      // A later start finds nothing to do.
      await migrate(base);
    } finally {
      await base.close();
    }
  });
});
