import { MENSAJES_CIERRE, type CierreFila, type ResultadoAprobacion } from '@horas/shared/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from './helper';

/**
 * A bulk approval of more people than one transaction's batch (issue 33, finding 3): each person
 * still approved as if alone, with their own figures and history record. The people and their
 * submitted months are written by SQL (260 through the API would only add minutes); each has a
 * jornada of their own, so no two share the figures.
 */
let e: Entorno;
const MES = '2026-02';
const PERSONAS = 260;
/** One of them, in the second batch, whose month moved on (version 2) since the listing the approver saw. */
const MOVIDO = 255;

beforeAll(async () => {
  e = await crearEntorno();
  await e.database.db.execute(sql`INSERT INTO usuarios (email, email_canonico, password_hash, nombre, apellidos, perfil, alta)
    SELECT 'lote' || n || '@horas.test', 'lote' || n || '@horas.test', 'x', 'Lote', 'Persona ' || n, 'Junior', '2026-01-01' FROM generate_series(1, ${PERSONAS}) n`);
  await e.database.db.execute(sql`INSERT INTO jornadas (usuario_id, desde, horas_por_dia)
    SELECT id, '2026-01-01', ARRAY[(id % 8) + 1, 8, 8, 8, 8, 0, 0]::numeric[] FROM usuarios WHERE email LIKE 'lote%'`);
  await e.database.db.execute(sql`INSERT INTO cierres (usuario_id, mes, estado, version) SELECT id, ${MES}, 'enviado', 1 FROM usuarios WHERE email LIKE 'lote%'`);
  await e.database.db.execute(sql`INSERT INTO cierres_transiciones (usuario_id, mes, estado, actor_id, en) SELECT id, ${MES}, 'enviado', id, now() FROM usuarios WHERE email LIKE 'lote%'`);
});
afterAll(async () => {
  await e?.cerrar();
});

const lista = async () => (await e.pedir('admin', 'GET', `/horas/cierres?mes=${MES}`)).json<CierreFila[]>().filter((f) => f.apellidos.startsWith('Persona '));

describe('POST /horas/cierres/aprobar of more people than a batch', () => {
  it('each approved with the figures the listing showed and its history record; a stale one refused alone', async () => {
    const antes = (await lista()).sort((a, b) => a.usuarioId - b.usuarioId);
    expect(antes).toHaveLength(PERSONAS);
    expect(new Set(antes.map((f) => f.objetivo)).size).toBe(8);
    const movido = antes[MOVIDO - 1].usuarioId;
    await e.database.db.execute(sql`UPDATE cierres SET version = 2 WHERE usuario_id = ${movido} AND mes = ${MES}`);

    const res = await e.pedir('admin', 'POST', '/horas/cierres/aprobar', { mes: MES, usuarios: antes.map((f) => ({ usuarioId: f.usuarioId, version: 1 })) });
    expect(res.statusCode).toBe(200);
    expect(res.json<ResultadoAprobacion[]>()).toEqual(antes.map(({ usuarioId }) =>
      (usuarioId === movido ? { usuarioId, mensaje: MENSAJES_CIERRE.versionVieja } : { usuarioId, estado: 'aprobado' })));

    const despues = new Map((await lista()).map((f) => [f.usuarioId, f]));
    for (const f of antes) {
      const esperado = f.usuarioId === movido
        ? { estado: 'enviado', version: 2 }
        : { estado: 'aprobado', version: 2, cargadas: f.cargadas, objetivo: f.objetivo, diferencia: f.diferencia };
      expect(despues.get(f.usuarioId)).toMatchObject(esperado);
    }
    const { rows } = await e.database.db.execute(sql`SELECT h.usuario_id AS "usuarioId", h.actor_id AS "actorId", h.cambios FROM historial h
      WHERE h.entidad = 'cierre' AND h.accion = 'aprobar' AND h.entidad_id LIKE ${`%/${MES}`}`) as unknown as
      { rows: { usuarioId: number; actorId: number; cambios: Record<string, [unknown, unknown]> }[] };
    expect(rows).toHaveLength(PERSONAS - 1);
    for (const { usuarioId, actorId, cambios } of rows) {
      const f = antes.find((a) => a.usuarioId === usuarioId);
      expect(actorId).toBe(1);
      expect(cambios).toEqual({ estado: ['enviado', 'aprobado'], cargadas: [null, f?.cargadas], objetivo: [null, f?.objetivo], diferencia: [null, f?.diferencia] });
    }
  });
});
