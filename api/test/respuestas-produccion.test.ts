import {
  cierreDetalleSchema, cierreSchema, cierresSchema, horaSchema, horasUsuarioRespuestaSchema, misHorasRespuestaSchema,
} from '@horas/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app';
import { configDePrueba, crearEntorno, IDS, type Entorno } from './helper';

// Listings go out as the JSON text the database wrote (repositories/horas-json.ts). The other
// tests see them parsed and checked by the route schemas; this one reads what production sends.
let e: Entorno;
let produccion: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  e = await crearEntorno();
  produccion = await buildApp({ db: e.database.db, config: configDePrueba({ validateResponses: false }) });
});
afterAll(async () => { await produccion?.close(); await e?.cerrar(); });

const casos: [string, string, 'admin' | 'ana', z.ZodType][] = [
  ['week listing', `/horas/horasusuario/${IDS.ana}?fechaDesde=2026-02-02&fechaHasta=2026-02-08`, 'ana', horasUsuarioRespuestaSchema],
  ['whole history', `/horas/horasusuario/${IDS.ana}`, 'ana', horasUsuarioRespuestaSchema],
  ['mis horas', '/horas/mis-horas/por-semana?fechaInicio=2026-02-01&fechaFin=2026-02-28', 'ana', misHorasRespuestaSchema],
  ['mis horas, nothing found', '/horas/mis-horas/por-fecha?fecha=2020-01-01', 'ana', misHorasRespuestaSchema],
  ['all-users report', '/horas/horastodosusuarios/rango?fechaDesde=2026-02-01&fechaHasta=2026-02-28', 'admin', z.array(horaSchema)],
  ['area report', '/horas/horasarea/1/rango?fechaDesde=2026-02-01&fechaHasta=2026-02-28', 'admin', z.array(horaSchema)],
  ['own month closing', '/horas/cierres/me?mes=2026-02', 'ana', cierreSchema],
  ['a month closing to review', `/horas/cierres/${IDS.carla}/2026-01`, 'admin', cierreDetalleSchema],
  ['the closings of a month', '/horas/cierres?mes=2026-02', 'admin', cierresSchema],
];

describe('listings (and closings, built in Node) as production sends them', () => {
  it.each(casos)('%s: JSON in the contract shape, the same answer as the checked one', async (_caso, url, quien, esquema) => {
    const crudo = await produccion.inject({ url, headers: e.auth(quien) });
    const revisado = await e.app.inject({ url, headers: e.auth(quien) });
    expect(crudo.statusCode).toBe(200);
    expect(crudo.headers['content-type']).toMatch(/^application\/json/);
    const cuerpo = JSON.parse(crudo.body);
    expect(() => esquema.parse(cuerpo)).not.toThrow();
    expect(cuerpo).toEqual(revisado.json());
  });

  it('mis horas totals add up the listed entries', async () => {
    const res = await produccion.inject({ url: casos[2][1], headers: e.auth('ana') });
    const { horas, totalHoras, filtrosActivos } = misHorasRespuestaSchema.parse(JSON.parse(res.body));
    expect(horas.length).toBeGreaterThan(0);
    expect(totalHoras).toBeCloseTo(horas.reduce((t, h) => t + h.horas, 0), 2);
    expect(filtrosActivos.totalDias).toBe(new Set(horas.map((h) => h.fechaCarga)).size);
  });
});
