import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, IDS, type Entorno } from './helper';

/**
 * One date rule for every endpoint that takes a day, a month or a year (issue 45 §2): outside the
 * years Horas supports a clear 400, inside them never a 5xx. 'Análisis' near 9999-12-31 answered
 * 500 (a week's end or the day after the range went past year 9999).
 */
const MENSAJE = 'La fecha debe estar entre los años 1900 y 9998.';
const admitido = (año: number) => año >= 1900 && año <= 9998;

let e: Entorno;
beforeAll(async () => { e = await crearEntorno(); });
afterAll(async () => { await e?.cerrar(); });

type Metodo = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** A route as the OpenAPI document names it, a call with `{desde}`, `{hasta}`, `{carga}` (dd/MM/yyyy of desde), `{mes}`, `{año}` in it, and who calls. */
interface Ruta { ruta: string; url: string; body?: object; quien: 'admin' | 'ana' }
const r = (ruta: string, url: string, quien: Ruta['quien'] = 'admin', body?: object): Ruta => ({ ruta, url, body, quien });
const RANGO = 'fechaDesde={desde}&fechaHasta={hasta}';

const RUTAS: Ruta[] = [
  ...['', '&periodo=dia', '&periodo=semana', '&periodo=mes', '&periodo=trimestre', '&periodo=año', '&periodo=semana&comparar=anterior&subgrupo=cliente']
    .map((extra) => r('GET /reportes/analisis', `/reportes/analisis?${RANGO}&grupo=usuario${extra}`)),
  r('GET /reportes/analisis', `/reportes/analisis?${RANGO}&grupo=perfil&comparar=anterior`, 'ana'),
  r('GET /reportes/analisis/registros', `/reportes/analisis/registros?${RANGO}`),
  r('GET /horas/horasusuario/{userId}', `/horas/horasusuario/${IDS.ana}?${RANGO}`, 'ana'),
  r('GET /horas/horasusuario/{userId}/rango', `/horas/horasusuario/${IDS.ana}/rango?${RANGO}`),
  r('GET /horas/horasarea/{areaId}/rango', `/horas/horasarea/1/rango?${RANGO}`),
  r('GET /horas/horascliente/{clienteId}/rango', `/horas/horascliente/1/rango?${RANGO}`),
  r('GET /horas/horastodosusuarios/rango', `/horas/horastodosusuarios/rango?${RANGO}`),
  r('GET /horas/reporte.xlsx', `/horas/reporte.xlsx?tipo=todos&${RANGO}`),
  r('GET /horas/mis-horas/por-cliente', '/horas/mis-horas/por-cliente?clienteId=1&fecha={desde}', 'ana'),
  r('GET /horas/mis-horas/por-cliente', '/horas/mis-horas/por-cliente?clienteId=1&fechaInicio={desde}&fechaFin={hasta}', 'ana'),
  r('GET /horas/mis-horas/por-cliente', '/horas/mis-horas/por-cliente?clienteId=1&mes=12&año={año}', 'ana'),
  r('GET /horas/mis-horas/por-fecha', '/horas/mis-horas/por-fecha?fecha={desde}', 'ana'),
  r('GET /horas/mis-horas/por-semana', '/horas/mis-horas/por-semana?fechaInicio={desde}&fechaFin={hasta}', 'ana'),
  r('GET /horas/saldo', `/horas/saldo?usuarioId=${IDS.luis}&${RANGO}`),
  r('GET /horas/saldos', `/horas/saldos?${RANGO}`),
  r('GET /historial', `/historial?${RANGO}`),
  r('GET /historial.xlsx', `/historial.xlsx?${RANGO}`),
  r('GET /horas/cierres/me', '/horas/cierres/me?mes={mes}', 'ana'),
  r('GET /horas/cierres', '/horas/cierres?mes={mes}'),
  r('GET /horas/cierres/{usuarioId}/{mes}', `/horas/cierres/${IDS.ana}/{mes}`),
  r('POST /horas/cierres/{usuarioId}/{mes}/enviar', `/horas/cierres/${IDS.ana}/{mes}/enviar`, 'ana', {}),
  r('POST /horas/cierres/{usuarioId}/{mes}/retirar', `/horas/cierres/${IDS.ana}/{mes}/retirar`, 'ana', {}),
  r('POST /horas/cierres/{usuarioId}/{mes}/aprobar', `/horas/cierres/${IDS.carla}/{mes}/aprobar`, 'admin', { version: 1 }),
  r('POST /horas/cierres/{usuarioId}/{mes}/rechazar', `/horas/cierres/${IDS.carla}/{mes}/rechazar`, 'admin', { comentario: 'Revise.' }),
  r('POST /horas/cierres/{usuarioId}/{mes}/reabrir', `/horas/cierres/${IDS.carla}/{mes}/reabrir`, 'admin', { motivo: 'Corrección.' }),
  r('POST /horas/cierres/aprobar', '/horas/cierres/aprobar', 'admin', { mes: '{mes}', usuarios: [{ usuarioId: IDS.carla, version: 1 }] }),
  r('POST /horas/cargarhoras', '/horas/cargarhoras', 'ana', { tareaId: 21, horasTrabajadas: 1, descripcion: 'Borde', fechaCarga: '{carga}' }),
  r('PUT /horas/actualizarhoras/{id}', '/horas/actualizarhoras/1', 'ana', { tareaId: 21, horasTrabajadas: 1, descripcion: 'Borde', fechaCarga: '{carga}' }),
  r('GET /horas/tabla/{lunes}', '/horas/tabla/{desde}', 'ana'),
  r('PUT /horas/tabla/{lunes}', '/horas/tabla/{desde}', 'ana', { filas: [] }),
  r('PUT /usuarios/usuarios/{id}/jornadas/{desde}', `/usuarios/usuarios/${IDS.luis}/jornadas/{desde}`, 'admin', { horasPorDia: [8, 8, 8, 8, 8, 0, 0] }),
  r('DELETE /usuarios/usuarios/{id}/jornadas/{desde}', `/usuarios/usuarios/${IDS.luis}/jornadas/{desde}`),
  r('PUT /horas/jornada-defecto/{desde}', '/horas/jornada-defecto/{desde}', 'admin', { horasPorDia: [8, 8, 8, 8, 8, 0, 0] }),
  r('GET /horas/feriados', '/horas/feriados?año={año}'),
  r('POST /horas/feriados', '/horas/feriados', 'admin', { fecha: '{desde}', nombre: 'Borde' }),
  r('DELETE /horas/feriados/{fecha}', '/horas/feriados/{desde}'),
  r('GET /ausencias', '/ausencias?desde={desde}&hasta={hasta}'),
  r('GET /ausencias/calendario', '/ausencias/calendario?desde={desde}&hasta={hasta}', 'ana'),
  r('GET /ausencias/exportar', '/ausencias/exportar?desde={desde}&hasta={hasta}'),
  r('POST /ausencias', '/ausencias', 'ana', { tipoId: 1, desde: '{desde}', hasta: '{hasta}' }),
  r('GET /ausencias/saldo', `/ausencias/saldo?usuarioId=${IDS.ana}&año={año}`, 'ana'),
  // @fastify/swagger ends a parameter's name at its first letter outside ASCII: the document says `{a}ño`.
  r('PUT /ausencias/asignaciones/{usuarioId}/{a}ño', `/ausencias/asignaciones/${IDS.ana}/{año}`, 'admin', { dias: 10 }),
];

/** A day `YYYY-MM-DD` between two days, both included. */
const entre = (desde: string, hasta: string) => fc.date({ min: new Date(`${desde}T00:00:00Z`), max: new Date(`${hasta}T00:00:00Z`), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
/** The days around each end of the supported years, and a few far from both. */
const BORDES = [['1899-12-25', '1900-01-12'], ['9998-12-14', '9999-01-06']] as const;
const LEJANOS = ['0001-01-01', '1000-06-15', '1899-01-01', '2026-03-18'];
/** A range's two ends near the same edge (so it is short enough to be served), or anything. */
const rango = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...BORDES).chain(([a, b]) => fc.record({ desde: entre(a, b), hasta: entre(a, b) })) },
  { weight: 1, arbitrary: fc.record({ desde: fc.constantFrom(...LEJANOS), hasta: fc.constantFrom(...LEJANOS) }) },
  { weight: 1, arbitrary: fc.constantFrom({ desde: '9998-12-31', hasta: '9998-12-31' }, { desde: '9999-12-31', hasta: '9999-12-31' }, { desde: '1900-01-01', hasta: '1900-01-01' }) },
);
const valores = fc.record({
  rango,
  mes: fc.constantFrom('1899-12', '1900-01', '9998-12', '9999-01', '9999-12', '0001-01', '1000-06', '2026-02'),
  año: fc.constantFrom('1899', '1900', '9998', '9999', '0001', '1000', '2026'),
});

type Valores = { rango: { desde: string; hasta: string }; mes: string; año: string };

/** The call with its values, and the years it sent. */
function llamada(ruta: Ruta, { rango: { desde, hasta }, mes, año }: Valores) {
  const carga = `${desde.slice(8, 10)}/${desde.slice(5, 7)}/${desde.slice(0, 4)}`;
  const usados: number[] = [];
  const poner = (texto: string) => texto.replace(/\{(desde|hasta|carga|mes|año)\}/g, (_t, clave: string) => {
    const valor = { desde, hasta, carga, mes, año }[clave as 'desde']!;
    usados.push(Number(clave === 'carga' ? desde.slice(0, 4) : valor.slice(0, 4)));
    return valor;
  });
  const url = poner(ruta.url);
  const body = ruta.body === undefined ? undefined : JSON.parse(poner(JSON.stringify(ruta.body))) as object;
  return { url, body, usados };
}

describe('dates at the edges of the supported years, on every route that takes one', () => {
  it('the list is every route whose contract takes a day, a month or a year', () => {
    expect(new Set(RUTAS.map((x) => x.ruta))).toEqual(rutasConFechas(e.app.swagger() as Documento));
  });

  it.each(RUTAS.map((x) => [`${x.url.split('?')[0]} ${x.url.includes('?') ? x.url.split('?')[1] : ''}`, x] as const))('%s', async (_nombre, ruta) => {
    await fc.assert(fc.asyncProperty(valores, async (v) => {
      const { url, body, usados } = llamada(ruta, v);
      const res = await e.app.inject({ method: ruta.ruta.split(' ')[0] as Metodo, url, payload: body, headers: e.auth(ruta.quien) });
      if (usados.some((año) => !admitido(año))) {
        expect([res.statusCode, res.json()], url).toEqual([400, { mensaje: MENSAJE }]);
      } else {
        expect(res.statusCode, `${url} ${res.body.slice(0, 300)}`).toBeLessThan(500);
      }
    }), { numRuns: 25 });
  });
});

/** The OpenAPI document, as far as this test reads it. */
interface Esquema { type?: string; pattern?: string; properties?: Record<string, Esquema>; items?: Esquema; anyOf?: Esquema[]; allOf?: Esquema[] }
type Documento = { paths: Record<string, Record<string, { parameters?: { schema?: Esquema; name: string }[]; requestBody?: { content: Record<string, { schema: Esquema }> } }>> };

/** Whether a schema (at any depth) holds a string whose pattern is a day, a month or a year. */
function tieneFecha(esquema: Esquema | undefined): boolean {
  if (!esquema) return false;
  if (esquema.type === 'string' && esquema.pattern && /\\d\{4\}|\[0-9\]\{4\}|\(19\|/.test(esquema.pattern)) return true;
  return [...Object.values(esquema.properties ?? {}), esquema.items, ...(esquema.anyOf ?? []), ...(esquema.allOf ?? [])].some(tieneFecha);
}

function rutasConFechas(doc: Documento): Set<string> {
  const rutas = new Set<string>();
  for (const [camino, metodos] of Object.entries(doc.paths)) {
    for (const [metodo, op] of Object.entries(metodos)) {
      const esquemas = [...(op.parameters ?? []).map((p) => p.schema), ...Object.values(op.requestBody?.content ?? {}).map((c) => c.schema)];
      if (esquemas.some(tieneFecha)) rutas.add(`${metodo.toUpperCase()} ${camino}`);
    }
  }
  return rutas;
}
