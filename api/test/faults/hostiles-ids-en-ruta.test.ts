import fc from 'fast-check';
import { afterAll, beforeAll, it } from 'vitest';
import { crearEntorno, type Entorno } from '../helper';
import { exigirRespuestaControlada } from './hostiles';

/**
 * Invalid ids in the path of every route that takes one (the writes and the reads): text, negative,
 * zero, fractions, exponents, hex, beyond the integer column range, encoded bytes. Always a
 * controlled 4xx `{ mensaje }` (400 invalid / 404 missing), never a 5xx.
 */
let e: Entorno;
beforeAll(async () => { e = await crearEntorno(); });
afterAll(async () => { await e?.cerrar(); });

const RUTAS: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; quien: 'admin' | 'ana'; body?: object }[] = [
  { method: 'PUT', url: '/horas/actualizarhoras/:id', quien: 'ana', body: { tareaId: 21, horasTrabajadas: 1, descripcion: 'x', fechaCarga: '10/03/2026' } },
  { method: 'DELETE', url: '/horas/eliminarhoras/:id', quien: 'ana' },
  { method: 'PUT', url: '/clientes/cliente/:id', quien: 'admin', body: { nombre: 'Ruta', estado: true, areaIds: [1], servicioIds: [] } },
  { method: 'POST', url: '/clientes/clientes/:id/servicios', quien: 'admin', body: { serviciosIds: [1] } },
  { method: 'PUT', url: '/clientes/clientes/:id/servicios', quien: 'admin', body: { servicioIds: [1] } },
  { method: 'GET', url: '/clientes/cliente/:id', quien: 'admin' },
  { method: 'PUT', url: '/horas/areas/:id', quien: 'admin', body: { activo: true } },
  { method: 'PUT', url: '/servicios/servicios/:id', quien: 'admin', body: { activo: true } },
  { method: 'PUT', url: '/tareas/tareas/:id', quien: 'admin', body: { activo: true } },
  { method: 'PUT', url: '/usuarios/usuarios/:id', quien: 'admin', body: { nombre: 'Luis', apellidos: 'Pérez', perfil: 'Junior', areaIds: [1, 4], activo: true } },
  { method: 'PUT', url: '/usuarios/usuarios/:id/contrasena', quien: 'admin', body: { contrasena: 'Ruta#20260' } },
  { method: 'GET', url: '/tareas/tareas/servicio/:id', quien: 'ana' },
  { method: 'GET', url: '/servicios/servicios/cliente/:id', quien: 'ana' },
  { method: 'GET', url: '/servicios/servicios/areas/cliente/:id', quien: 'ana' },
  { method: 'GET', url: '/horas/horasusuario/:id', quien: 'admin' },
  { method: 'GET', url: '/horas/horasusuario/:id/rango?fechaDesde=2026-03-01&fechaHasta=2026-03-07', quien: 'admin' },
  { method: 'GET', url: '/horas/horasarea/:id/rango?fechaDesde=2026-03-01&fechaHasta=2026-03-07', quien: 'admin' },
  { method: 'GET', url: '/horas/horascliente/:id/rango?fechaDesde=2026-03-01&fechaHasta=2026-03-07', quien: 'admin' },
  { method: 'GET', url: '/usuarios/usuarios/:id/jornadas', quien: 'admin' },
  { method: 'PUT', url: '/usuarios/usuarios/:id/jornadas/2026-03-02', quien: 'admin', body: { horasPorDia: [8, 8, 8, 8, 8, 0, 0] } },
  { method: 'DELETE', url: '/usuarios/usuarios/:id/jornadas/2026-03-02', quien: 'admin' },
  { method: 'GET', url: '/horas/saldo?usuarioId=:id&fechaDesde=2026-03-02&fechaHasta=2026-03-08', quien: 'admin' },
  { method: 'GET', url: '/horas/saldos?fechaDesde=2026-03-02&fechaHasta=2026-03-08&areaId=:id', quien: 'admin' },
  { method: 'GET', url: '/horas/cierres/:id/2026-02', quien: 'admin' },
  { method: 'GET', url: '/horas/cierres?mes=2026-02&areaId=:id', quien: 'admin' },
  { method: 'POST', url: '/horas/cierres/:id/2026-02/enviar', quien: 'ana', body: {} },
  { method: 'POST', url: '/horas/cierres/:id/2026-02/retirar', quien: 'ana', body: {} },
  { method: 'POST', url: '/horas/cierres/:id/2026-02/aprobar', quien: 'admin', body: { version: 0 } },
  { method: 'POST', url: '/horas/cierres/:id/2026-02/rechazar', quien: 'admin', body: { comentario: 'Revise.' } },
  { method: 'POST', url: '/horas/cierres/:id/2026-01/reabrir', quien: 'admin', body: { motivo: 'Corrección.' } },
];

/** 0, negatives, beyond int4, non-integers, non-numbers, odd text. */
const idInvalido = fc.oneof(
  fc.constantFrom('0', '-1', '1.5', '1e3', '١', 'NaN', 'Infinity', '2147483648', '9007199254740993', '99999999999999999999', '%00', '..%2F..%2Fetc%2Fpasswd', "1';--", '%F0%9F%92%A5'),
  fc.bigInt({ min: 2n ** 31n, max: 2n ** 80n }).map(String),
  fc.integer({ max: 0 }).map(String),
  fc.double({ noNaN: true }).filter((d) => !Number.isInteger(d)).map(String),
  fc.string({ minLength: 1, maxLength: 200 }).map(encodeURIComponent),
);

it('invalid ids in paths: a controlled 4xx on every route that takes an id', async () => {
  await fc.assert(fc.asyncProperty(fc.constantFrom(...RUTAS), idInvalido, async (r, id) => {
    const url = r.url.replace(':id', id);
    const res = await e.app.inject({
      method: r.method, url, headers: { ...e.auth(r.quien), ...(r.body ? { 'content-type': 'application/json' } : {}) },
      payload: r.body ? JSON.stringify(r.body) : undefined,
    });
    // Only canonical decimal digits name a record ('0x1' or ' 1' do not), and then a 2xx is right.
    const decimal = decodeURIComponent(id);
    exigirRespuestaControlada(res, `${r.method} ${decimal} ${url}`, /^[1-9][0-9]*$/.test(decimal) && Number(decimal) <= 2 ** 31 - 1);
  }), { numRuns: 400 });
});

/** Anything but a month 'YYYY-MM' of the years 1900–9999. */
const MES = /^(19|[2-9]\d)\d{2}-(0[1-9]|1[0-2])$/;
const mesInvalido = fc.oneof(
  fc.constantFrom('2026-13', '2026-00', '2026-1', '0000-01', '1899-12', '20260-01', '2026-02-01', '2026/02', '%00', '..%2F..%2Fetc', "2026-02'%3B--", '%F0%9F%92%A5'),
  fc.string({ minLength: 1, maxLength: 60 }).filter((s) => !MES.test(s)).map(encodeURIComponent),
);
const RUTAS_DE_MES: { method: 'GET' | 'POST'; url: string; quien: 'admin' | 'ana'; body?: object }[] = [
  { method: 'GET', url: '/horas/cierres/me?mes=:mes', quien: 'ana' },
  { method: 'GET', url: '/horas/cierres?mes=:mes', quien: 'admin' },
  { method: 'GET', url: '/horas/cierres/2/:mes', quien: 'admin' },
  { method: 'POST', url: '/horas/cierres/2/:mes/enviar', quien: 'ana', body: {} },
  { method: 'POST', url: '/horas/cierres/4/:mes/aprobar', quien: 'admin', body: { version: 1 } },
  { method: 'POST', url: '/horas/cierres/aprobar', quien: 'admin', body: { mes: ':mes', usuarios: [{ usuarioId: 4, version: 1 }] } },
];

it('invalid months in paths, queries and bodies of the closings: a controlled 4xx', async () => {
  await fc.assert(fc.asyncProperty(fc.constantFrom(...RUTAS_DE_MES), mesInvalido, async (r, mes) => {
    const url = r.url.replace(':mes', mes);
    const cuerpo = r.body && JSON.stringify(r.body, (_clave, valor: unknown) => (valor === ':mes' ? decodeURIComponent(mes) : valor));
    const res = await e.app.inject({
      method: r.method, url, headers: { ...e.auth(r.quien), ...(cuerpo ? { 'content-type': 'application/json' } : {}) }, payload: cuerpo,
    });
    exigirRespuestaControlada(res, `${r.method} ${decodeURIComponent(url)} ${url} ${cuerpo ?? ''}`, false);
  }), { numRuns: 300 });
});
