import { PERFIL_ADMIN } from '@horas/shared/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearTransaccion } from '../src/repositories';
import { SISTEMA } from '../src/repositories/historial';
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
/** Records `meses` months (and a day) old, written directly: inserting is always allowed. */
const viejos = (n: number, meses: number, etiqueta: string) => e.database.db.execute(sql`INSERT INTO historial (en, entidad, entidad_id, accion, cambios)
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
