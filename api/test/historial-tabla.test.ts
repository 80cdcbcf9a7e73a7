import { PERFIL_ADMIN } from '@horas/shared/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearTransaccion } from '../src/repositories';
import { SISTEMA } from '../src/repositories/historial';
import { sembrarHistorialAntiguo } from '../src/seed/historial-antiguo';
import { crearUsuario } from '../src/services/alta-usuario';
import { registrosDe, todas } from './historial-ayuda';
import { crearEntorno, type Entorno } from './helper';

let e: Entorno;
beforeAll(async () => { e = await crearEntorno(); });
afterAll(async () => { await e?.cerrar(); });

const contar = async (donde = sql`true`) => {
  const r = await e.database.db.execute(sql`SELECT count(*)::int AS n FROM historial WHERE ${donde}`);
  return Number((r as unknown as { rows: { n: number }[] }).rows[0].n);
};
/** Records `meses` months (and a day) old, seeded past the trigger that stamps the time. */
const viejos = (n: number, meses: number, etiqueta: string) => sembrarHistorialAntiguo(e.database.db, sql`INSERT INTO historial (en, entidad, entidad_id, accion, cambios)
  SELECT now() - make_interval(months => ${meses}::int, days => 1), 'area', ${etiqueta}, 'crear', '{}'::json FROM generate_series(1, ${n}::int)`);

describe('the history table', () => {
  it('is empty after the demo seed: seeding records nothing', async () => {
    expect(await contar()).toBe(0);
  });

  it.each([
    ['UPDATE', sql`UPDATE historial SET accion = 'eliminar'`],
    ['DELETE', sql`DELETE FROM historial`],
    ['TRUNCATE', sql`TRUNCATE historial`],
    ['DELETE of one row', sql`DELETE FROM historial WHERE entidad = 'area'`],
    ['UPDATE of the time of a row', sql`UPDATE historial SET en = en - interval '10 years' WHERE entidad = 'area'`],
  ])('refuses %s, through the API\'s own connection', async (_, sentencia) => {
    await e.pedir('admin', 'POST', '/horas/areas', { nombre: `Área ${Math.random()}` });
    const antes = JSON.stringify(await todas(e, 'admin'));
    await expect(e.database.db.execute(sentencia)).rejects.toMatchObject({
      cause: expect.objectContaining({ message: expect.stringMatching(/^El historial no admite (UPDATE|DELETE|TRUNCATE): sus registros no se modifican ni se borran/) }),
    });
    expect(JSON.stringify(await todas(e, 'admin'))).toBe(antes);
  });

  it('the purge deletes, in batches, only the records past HISTORIAL_MESES; the trigger allows nothing else', async () => {
    await viejos(2500, 13, 'vencido');
    await viejos(3, 11, 'vigente');
    const s = e.app.servicios.historial;
    // Kept for ever (no retention): the purge deletes nothing and nor can anyone else.
    await s.fijarRetencion(null);
    expect(await s.purgar()).toBe(0);
    await expect(e.database.db.execute(sql`DELETE FROM historial WHERE entidad_id = 'vencido'`)).rejects.toThrow();
    await s.fijarRetencion(12);
    const recientes = await contar(sql`entidad_id IS DISTINCT FROM 'vencido'`);
    expect(await s.purgar()).toBe(2500);
    expect(await contar(sql`entidad_id = 'vencido'`)).toBe(0);
    expect(await contar()).toBe(recientes);
    // Within the retention, still refused, even a record of 11 months.
    await expect(e.database.db.execute(sql`DELETE FROM historial WHERE entidad_id = 'vigente'`)).rejects.toThrow();
    expect(await contar(sql`entidad_id = 'vigente'`)).toBe(3);
    // Past it, a DELETE passes: the purge is no privilege of the API's code.
    await viejos(1, 13, 'vencido');
    await e.database.db.execute(sql`DELETE FROM historial WHERE entidad_id = 'vencido'`);
    expect(await contar(sql`entidad_id = 'vencido'`)).toBe(0);
    await s.fijarRetencion(null);
  });

  it('a user created from the command line is recorded without an actor', async () => {
    const { registros } = await registrosDe(e, () => crearTransaccion(e.database.db)((tx) => crearUsuario(tx, SISTEMA, {
      email: 'consola@horas.local', passwordHash: 'x', nombre: 'Desde', apellidos: 'Consola', perfil: PERFIL_ADMIN, activo: true, alta: '2026-03-18',
    })));
    expect(registros).toEqual([expect.objectContaining({
      actor: null, origen: null, entidad: 'usuario', accion: 'crear',
      cambios: { email: [null, 'consola@horas.local'], nombre: [null, 'Desde'], apellidos: [null, 'Consola'], perfil: [null, PERFIL_ADMIN], activo: [null, true] },
    })]);
  });
});

describe("the history's clock and its retention, kept by the database", () => {
  const filas = async <T>(sentencia: ReturnType<typeof sql>) => (await e.database.db.execute(sentencia) as unknown as { rows: T[] }).rows;

  it('a backdated INSERT, or one in the future, is stamped with its transaction\'s time', async () => {
    const [forjado] = await filas<{ en: string; ahora: string }>(sql`INSERT INTO historial (en, entidad, entidad_id, accion, cambios)
      VALUES ('2001-01-01T00:00:00Z', 'area', 'forjado', 'crear', '{}') RETURNING en::text, now()::text AS ahora`);
    expect(forjado.en).toBe(forjado.ahora);
    const [futuro] = await filas<{ en: string; ahora: string }>(sql`INSERT INTO historial (en, entidad, entidad_id, accion, cambios)
      VALUES (now() + interval '1 year', 'area', 'futuro', 'crear', '{}') RETURNING en::text, now()::text AS ahora`);
    expect(futuro.en).toBe(futuro.ahora);
    // So a retention cannot purge it: it is as new as it gets.
    await e.app.servicios.historial.fijarRetencion(1);
    await e.app.servicios.historial.purgar();
    await expect(e.database.db.execute(sql`DELETE FROM historial WHERE entidad_id = 'forjado'`)).rejects.toThrow();
    expect(await contar(sql`entidad_id IN ('forjado', 'futuro')`)).toBe(2);
    await e.app.servicios.historial.fijarRetencion(null);
  });

  it('each real change of the retention is a record without an actor; an unchanged rewrite (every start) records nothing', async () => {
    const s = e.app.servicios.historial;
    await s.fijarRetencion(24);
    const { registros: bajada } = await registrosDe(e, () => s.fijarRetencion(12));
    expect(bajada).toEqual([expect.objectContaining({
      actor: null, origen: null, entidad: 'configuracion', entidadId: null, accion: 'modificar', cambios: { historialMeses: [24, 12] },
    })]);
    const { registros: igual } = await registrosDe(e, () => s.fijarRetencion(12));
    expect(igual).toEqual([]);
    const { registros: sinLimite } = await registrosDe(e, () => s.fijarRetencion(null));
    expect(sinLimite.map((r) => r.cambios)).toEqual([{ historialMeses: [12, null] }]);
    const xlsx = await e.pedir('admin', 'GET', '/historial.xlsx?entidad=configuracion');
    expect(xlsx.statusCode).toBe(200);
  });

  it('a change written by hand, outside the API, is recorded too', async () => {
    const { registros } = await registrosDe(e, () => e.database.db.execute(sql`UPDATE historial_retencion SET meses = 3`));
    expect(registros.map((r) => [r.actor, r.cambios])).toEqual([[null, { historialMeses: [null, 3] }]]);
    await e.app.servicios.historial.fijarRetencion(null);
  });
});
