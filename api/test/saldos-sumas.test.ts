import { totalesDeSaldo, totalesDeSumas } from '@horas/shared/contracts';
import { sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sumarDias } from '../src/lib/fechas';
import { objetivosRepository } from '../src/repositories/objetivos';
import { prng } from '../src/seed/prng';
import { porUsuario } from '../src/services/saldos';
import { crearEntorno, type Entorno } from './helper';
import { personaNueva } from './personas';

/**
 * GET /horas/saldos adds the days up in the database (`totales`); every other saldo adds them up
 * with the rule book (`totalesDeSaldo` over `dias`). Over varied data (own and default jornadas in
 * hundredths changing mid-range, holidays, hours in hundredths, people who start mid-range, an
 * inactive one, approved absences), both agree on every range, "today" and area; and so do the
 * targets alone that 'Análisis' reads.
 */
let e: Entorno;
const INICIO = '2025-01-01';
const DIAS = 450;

beforeAll(async () => {
  e = await crearEntorno();
  const azar = prng(33);
  const entre = (min: number, max: number) => min + Math.floor(azar() * (max - min + 1));
  const centesimos = (max: number) => entre(0, max * 100) / 100;
  const diaAlAzar = () => sumarDias(INICIO, entre(0, DIAS));
  const semana = (max: number) => sql.raw(`ARRAY[${Array.from({ length: 7 }, () => (azar() < 0.3 ? 0 : centesimos(max))).join(', ')}]::numeric[]`);
  const personas = [];
  for (let i = 0; i < 6; i++) personas.push(await personaNueva(e, { areaIds: [1 + (i % 4)], activo: i !== 5 }));
  // Jornadas, holidays and hours written straight into the tables: any day, approved months and the
  // editing window notwithstanding (what is compared is the arithmetic, not the write rules).
  const ejecutar = (sentencia: SQL) => e.database.db.execute(sentencia);
  for (const p of personas.slice(0, 6)) {
    for (let j = 0; j < 3; j++) await ejecutar(sql`INSERT INTO jornadas (usuario_id, desde, horas_por_dia) VALUES (${p.id}, ${diaAlAzar()}, ${semana(9)}) ON CONFLICT DO NOTHING`);
  }
  // Three more without a jornada of their own (the default one's days from their own start), two
  // with approved absences (one of them a half day), and one of the six above with an absence too.
  for (let i = 0; i < 3; i++) personas.push(await personaNueva(e, { areaIds: [1 + (i % 4)] }));
  for (const p of personas.slice(6)) await ejecutar(sql`UPDATE usuarios SET alta = ${diaAlAzar()} WHERE id = ${p.id}`);
  for (const [p, medioDia] of [[personas[0], false], [personas[6], false], [personas[7], true]] as const) {
    const desde = diaAlAzar();
    await ejecutar(sql`INSERT INTO ausencias (usuario_id, tipo_id, desde, hasta, medio_dia, dias_por_anio, estado, creada_en)
      VALUES (${p.id}, 1, ${desde}, ${medioDia ? desde : sumarDias(desde, entre(0, 20))}, ${medioDia}, '{}', 'aprobada', now())`);
  }
  for (let j = 0; j < 3; j++) await ejecutar(sql`INSERT INTO jornadas_defecto (desde, horas_por_dia) VALUES (${diaAlAzar()}, ${semana(8)}) ON CONFLICT DO NOTHING`);
  for (let j = 0; j < 12; j++) await ejecutar(sql`INSERT INTO feriados (fecha, nombre) VALUES (${diaAlAzar()}, ${`Feriado ${j}`}) ON CONFLICT DO NOTHING`);
  const usuarios = (await ejecutar(sql`SELECT id FROM usuarios`) as unknown as { rows: { id: number }[] }).rows.map((u) => u.id);
  const filas = Array.from({ length: 1500 }, () => sql`(${usuarios[entre(0, usuarios.length - 1)]}, 21, ${diaAlAzar()}::date, ${entre(1, 800) / 100}, 'Trabajo', 'Junior')`);
  await ejecutar(sql`INSERT INTO horas (usuario_id, tarea_id, fecha, horas, descripcion, senorityhora) VALUES ${sql.join(filas, sql`, `)}`);
});
afterAll(async () => { await e?.cerrar(); });

describe("saldos' totals added up in the database", () => {
  it('are those of the rule book over the same days, for every range, today and area', async () => {
    const objetivos = objetivosRepository(e.database.db);
    await fc.assert(fc.asyncProperty(
      fc.integer({ min: -20, max: DIAS }), fc.integer({ min: 0, max: 365 }), fc.integer({ min: -30, max: DIAS + 30 }), fc.constantFrom(undefined, 1, 2, 3, 4),
      async (inicio, largo, hoyDesdeInicio, areaId) => {
        const [desde, hasta, hoy] = [sumarDias(INICIO, inicio), sumarDias(INICIO, inicio + largo), sumarDias(INICIO, hoyDesdeInicio)];
        const porDias = [...porUsuario(await objetivos.dias({ saldos: true, areaId }, desde, hasta))]
          .map(([usuarioId, dias]) => ({ usuarioId, ...totalesDeSaldo(dias, hoy) }));
        const sumadas = (await objetivos.totales({ saldos: true, areaId }, desde, hasta, hoy))
          .map((s) => ({ usuarioId: s.usuarioId, ...totalesDeSumas(s.objetivo, s.cargadas, s.diasSinHoras) }))
          .sort((a, b) => a.usuarioId - b.usuarioId);
        expect(sumadas).toEqual(porDias);
      },
    ), { numRuns: 20 });
  }, 180_000);

  it("'Análisis' targets (`objetivosDelRango`) are the days' targets added up, whoever has a jornada of their own or an absence", async () => {
    const objetivos = objetivosRepository(e.database.db);
    await fc.assert(fc.asyncProperty(
      fc.integer({ min: -20, max: DIAS }), fc.integer({ min: 0, max: 365 }), fc.constantFrom(undefined, 1, 2, 3, 4),
      async (inicio, largo, areaId) => {
        const [desde, hasta] = [sumarDias(INICIO, inicio), sumarDias(INICIO, inicio + largo)];
        const porDias = [...porUsuario(await objetivos.dias({ saldos: true, areaId }, desde, hasta))]
          .map(([usuarioId, dias]) => ({ usuarioId, milesimas: Math.round(dias.reduce((suma, d) => suma + d.objetivo, 0) * 1000) }));
        const sumados = (await objetivos.objetivosDelRango({ saldos: true, areaId }, desde, hasta))
          .map((s) => ({ usuarioId: s.usuarioId, milesimas: Math.round(s.objetivo * 1000) }))
          .sort((a, b) => a.usuarioId - b.usuarioId);
        expect(sumados).toEqual(porDias);
      },
    ), { numRuns: 20 });
  }, 180_000);

  it('GET /horas/saldos answers them, with hours and missing days there to compare', async () => {
    const res = await e.pedir('admin', 'GET', `/horas/saldos?fechaDesde=${sumarDias(INICIO, 60)}&fechaHasta=${sumarDias(INICIO, 425)}`);
    expect(res.statusCode).toBe(200);
    const filas = res.json() as { cargadas: number; diasSinHoras: string[]; activo: boolean }[];
    expect(filas.some((f) => f.cargadas > 0 && f.diasSinHoras.length > 0)).toBe(true);
    expect(filas.some((f) => !f.activo)).toBe(true);
  });
});
