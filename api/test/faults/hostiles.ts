import type { LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import {
  actualizarAreaBodySchema, aprobarCierreBodySchema, aprobarCierresBodySchema, actualizarClienteBodySchema, actualizarServicioBodySchema, actualizarTareaBodySchema, actualizarUsuarioBodySchema,
  agregarServiciosBodySchema, cambiarContrasenaBodySchema, crearAreaBodySchema, crearClienteBodySchema, crearServicioBodySchema,
  contrasenaConEnlaceBodySchema, crearTareaBodySchema, crearUsuarioBodySchema, feriadoBodySchema, horaBodySchema, horasHabilitadasSchema, jornadaBodySchema, loginBodySchema,
  olvidoBodySchema, reabrirCierreBodySchema, rechazarCierreBodySchema, recordatoriosBodySchema, reemplazarServiciosBodySchema, restablecerContrasenaBodySchema,
  sinDatosCierreBodySchema, cronometroBodySchema, detenerCronometroBodySchema, crearTipoAusenciaBodySchema, actualizarTipoAusenciaBodySchema,
  configuracionAusenciasBodySchema, asignacionBodySchema, solicitarAusenciaBodySchema, rechazarAusenciaBodySchema, filasTablaBodySchema,
} from '@horas/shared/contracts';
import { expect } from 'vitest';
import type { z } from 'zod';

/**
 * The write endpoints of the API (src/routes: every POST, PUT and DELETE) with a valid body each, the
 * user that may call them and the contract that decides when a 2xx is legitimate. `{id}` is filled
 * by the test: an existing record, so that bodies reach the service layer and not only the 404.
 */
export interface Escritura {
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  quien: 'admin' | 'ana' | null;
  valido: Record<string, unknown> | undefined;
  contrato: z.ZodType | undefined;
}

/** "Today" is 2026-03-18 in the API tests: 10/03/2026 is inside the editing window; task 21 is a default task. */
const HORA = { clienteId: null, servicioId: null, tareaId: 21, horasTrabajadas: 1.5, descripcion: 'Revisión', fechaCarga: '10/03/2026' };

export const ESCRITURAS: Escritura[] = [
  { method: 'POST', url: '/usuarios/login', quien: null, valido: { email: 'ana.garcia@horas.local', contrasena: 'otra' }, contrato: loginBodySchema },
  // Accounts by e-mail: a made-up link (400), and no mail server in these tests (409).
  { method: 'POST', url: '/usuarios/activar', quien: null, valido: { token: 'inventado', contrasena: 'Elegida#2026' }, contrato: contrasenaConEnlaceBodySchema },
  { method: 'POST', url: '/usuarios/contrasena/restablecer', quien: null, valido: { token: 'inventado', contrasena: 'Nueva#20265' }, contrato: contrasenaConEnlaceBodySchema },
  { method: 'POST', url: '/usuarios/contrasena/olvido', quien: null, valido: { email: 'ana.garcia@horas.local' }, contrato: olvidoBodySchema },
  { method: 'POST', url: '/usuarios/usuarios/3/invitacion', quien: 'admin', valido: undefined, contrato: undefined },
  { method: 'PUT', url: '/horas/actualizarhorashabilitadas', quien: 'admin', valido: { habilitada: false }, contrato: horasHabilitadasSchema },
  { method: 'POST', url: '/horas/cargarhoras', quien: 'ana', valido: HORA, contrato: horaBodySchema },
  { method: 'PUT', url: '/horas/actualizarhoras/{hora}', quien: 'ana', valido: HORA, contrato: horaBodySchema },
  // DELETE has no body contract: it targets a missing id, so any answer but a 4xx is wrong.
  { method: 'DELETE', url: '/horas/eliminarhoras/999999', quien: 'ana', valido: undefined, contrato: undefined },
  { method: 'POST', url: '/clientes/cliente', quien: 'admin', valido: { nombre: 'Cliente de prueba', areas: [1] }, contrato: crearClienteBodySchema },
  { method: 'PUT', url: '/clientes/cliente/1', quien: 'admin', valido: { nombre: 'Banco Andino', estado: true, areaIds: [1], servicioIds: [] }, contrato: actualizarClienteBodySchema },
  { method: 'POST', url: '/clientes/clientes/1/servicios', quien: 'admin', valido: { serviciosIds: [1] }, contrato: agregarServiciosBodySchema },
  { method: 'PUT', url: '/clientes/clientes/1/servicios', quien: 'admin', valido: { servicioIds: [1] }, contrato: reemplazarServiciosBodySchema },
  { method: 'POST', url: '/horas/areas', quien: 'admin', valido: { nombre: 'Área de prueba' }, contrato: crearAreaBodySchema },
  { method: 'PUT', url: '/horas/areas/4', quien: 'admin', valido: { nombre: 'Soporte', activo: true }, contrato: actualizarAreaBodySchema },
  { method: 'POST', url: '/servicios/servicios', quien: 'admin', valido: { nombre: 'Servicio de prueba', areaId: 1 }, contrato: crearServicioBodySchema },
  { method: 'PUT', url: '/servicios/servicios/9', quien: 'admin', valido: { nombre: 'Mantenimiento de infraestructura', activo: true }, contrato: actualizarServicioBodySchema },
  { method: 'POST', url: '/tareas/tareas', quien: 'admin', valido: { nombre: 'Tarea de prueba', servicioId: null }, contrato: crearTareaBodySchema },
  { method: 'PUT', url: '/tareas/tareas/20', quien: 'admin', valido: { nombre: 'Respaldo y recuperación', activo: true }, contrato: actualizarTareaBodySchema },
  // Users: Luis (3) is the target, so a mutated body never touches the admin that makes the calls.
  {
    method: 'POST', url: '/usuarios/usuarios', quien: 'admin',
    valido: { email: 'prueba@horas.local', nombre: 'Prueba', apellidos: 'Hostil', perfil: 'Junior', areaIds: [1], contrasena: 'Prueba#2026' },
    contrato: crearUsuarioBodySchema,
  },
  {
    method: 'PUT', url: '/usuarios/usuarios/3', quien: 'admin',
    valido: { nombre: 'Luis', apellidos: 'Pérez', perfil: 'Junior', areaIds: [1, 4], activo: true }, contrato: actualizarUsuarioBodySchema,
  },
  { method: 'PUT', url: '/usuarios/usuarios/3/contrasena', quien: 'admin', valido: { contrasena: 'Luis#20261' }, contrato: restablecerContrasenaBodySchema },
  { method: 'PUT', url: '/usuarios/usuarios/3/jornadas/2026-03-02', quien: 'admin', valido: { horasPorDia: [4, 4, 4, 4, 4, 0, 0] }, contrato: jornadaBodySchema },
  { method: 'DELETE', url: '/usuarios/usuarios/3/jornadas/2026-03-09', quien: 'admin', valido: undefined, contrato: undefined },
  { method: 'PUT', url: '/horas/jornada-defecto/2026-03-02', quien: 'admin', valido: { horasPorDia: [8, 8, 8, 8, 8, 0, 0] }, contrato: jornadaBodySchema },
  { method: 'POST', url: '/horas/feriados', quien: 'admin', valido: { fecha: '2026-06-20', nombre: 'Día de la Bandera' }, contrato: feriadoBodySchema },
  { method: 'DELETE', url: '/horas/feriados/2030-01-01', quien: 'admin', valido: undefined, contrato: undefined },
  // No SMTP_URL in these tests: sending answers 409.
  { method: 'POST', url: '/recordatorios/ejecutar', quien: 'admin', valido: { simular: true }, contrato: recordatoriosBodySchema },
  // Month closings: Ana's December 2025 (outside the window: nothing else writes it), Carla's demo months, Luis's open February.
  { method: 'POST', url: '/horas/cierres/2/2025-12/enviar', quien: 'ana', valido: {}, contrato: sinDatosCierreBodySchema },
  { method: 'POST', url: '/horas/cierres/2/2025-12/retirar', quien: 'ana', valido: {}, contrato: sinDatosCierreBodySchema },
  { method: 'POST', url: '/horas/cierres/3/2026-02/rechazar', quien: 'admin', valido: { comentario: 'Revise el día 10.' }, contrato: rechazarCierreBodySchema },
  { method: 'POST', url: '/horas/cierres/4/2026-02/aprobar', quien: 'admin', valido: { version: 1 }, contrato: aprobarCierreBodySchema },
  { method: 'POST', url: '/horas/cierres/4/2026-01/reabrir', quien: 'admin', valido: { motivo: 'Corrección.' }, contrato: reabrirCierreBodySchema },
  {
    method: 'POST', url: '/horas/cierres/aprobar', quien: 'ana', valido: { mes: '2026-02', usuarios: [{ usuarioId: 4, version: 1 }] }, contrato: aprobarCierresBodySchema,
  },
  // The timer (issue 43): Ana's, started by the first valid body (later starts: 409), changed, stopped into hours.
  { method: 'POST', url: '/horas/cronometro', quien: 'ana', valido: { tareaId: 21, descripcion: 'Revisión' }, contrato: cronometroBodySchema },
  { method: 'PUT', url: '/horas/cronometro', quien: 'ana', valido: { tareaId: 21, descripcion: 'Revisión' }, contrato: cronometroBodySchema },
  { method: 'POST', url: '/horas/cronometro/detener', quien: 'ana', valido: { tareaId: 21, descripcion: 'Revisión', horas: 1 }, contrato: detenerCronometroBodySchema },
  // 'Tabla' rows kept on the server (issue 43 §3): Ana's for the week of 16 March.
  {
    method: 'PUT', url: '/horas/tabla/2026-03-16', quien: 'ana',
    valido: { filas: [{ clienteId: null, servicioId: null, tareaId: 21, descripcion: 'Revisión' }] }, contrato: filasTablaBodySchema,
  },
  // Absences (issue 42): types, allowances, a request of Ana's (type 2, 'Enfermedad', needs no approval), a decision on a missing one.
  {
    method: 'POST', url: '/ausencias/tipos', quien: 'admin',
    valido: { nombre: 'Tipo de prueba', requiereAprobacion: true, descuentaSaldo: false, permiteMedioDia: false }, contrato: crearTipoAusenciaBodySchema,
  },
  { method: 'PUT', url: '/ausencias/tipos/3', quien: 'admin', valido: { nombre: 'Licencia', activo: true }, contrato: actualizarTipoAusenciaBodySchema },
  { method: 'PUT', url: '/ausencias/configuracion', quien: 'admin', valido: { diasVacacionesPorAño: 14 }, contrato: configuracionAusenciasBodySchema },
  { method: 'PUT', url: '/ausencias/asignaciones/3/2026', quien: 'admin', valido: { dias: 10 }, contrato: asignacionBodySchema },
  { method: 'POST', url: '/ausencias', quien: 'ana', valido: { tipoId: 2, desde: '2026-04-06', hasta: '2026-04-07' }, contrato: solicitarAusenciaBodySchema },
  { method: 'POST', url: '/ausencias/999999/rechazar', quien: 'admin', valido: { motivo: 'Cierre del trimestre.' }, contrato: rechazarAusenciaBodySchema },
  // Last: a valid body ends Ana's other sessions, the tests' token among them (later calls answer 401).
  { method: 'PUT', url: '/usuarios/usuarios/me/contrasena', quien: 'ana', valido: { actual: 'Ana#2026', nueva: 'Ana#20262026' }, contrato: cambiarContrasenaBodySchema },
];

/** Text that must never reach a client: stack frames, file paths, SQL, driver names. */
const FUGAS = [
  /\n\s+at /, /\bat .+:\d+:\d+/, /node_modules/, /\/work\/|\/home\/|\/tmp\/|[A-Z]:\\/, /\.(ts|js|mjs):\d+/,
  /\b(select|insert into|update \w+ set|delete from|returning)\b/i, /\bstack\b/i,
  /postgres|pglite|drizzle|syntax error|violates|relation "|duplicate key|out of range for type/i,
];
/** English words of Fastify's, zod's or Node's default messages: the API speaks Spanish. */
const INGLES = /\b(the|must|expected|received|invalid input|required|unexpected|should|not found|error|body|cannot|failed)\b/i;

/**
 * The property of every hostile call: never a 5xx; an error is a 4xx whose JSON body is exactly
 * `{ mensaje }`, a non-empty Spanish text without stack, SQL or path (a pattern that the request
 * itself contained may be echoed, e.g. 'Campo no permitido: <key>').
 */
export function exigirRespuestaControlada(res: LightMyRequestResponse, pedido: string, permitido2xx: boolean) {
  const donde = `${res.statusCode} ${res.body.slice(0, 300)} <- ${pedido.slice(0, 300)}`;
  expect(res.statusCode, donde).toBeLessThan(500);
  if (res.statusCode < 400) {
    expect(permitido2xx, `2xx para una entrada que el contrato rechaza: ${donde}`).toBe(true);
    return;
  }
  expect(res.headers['content-type'], donde).toMatch(/^application\/json/);
  const cuerpo = JSON.parse(res.body) as Record<string, unknown>;
  expect(Object.keys(cuerpo), donde).toEqual(['mensaje']);
  expect(typeof cuerpo.mensaje === 'string' && cuerpo.mensaje.trim().length > 0, donde).toBe(true);
  const mensaje = cuerpo.mensaje as string;
  for (const fuga of [...FUGAS, INGLES]) {
    const enRespuesta = fuga.exec(mensaje);
    if (enRespuesta) expect(pedido.toLowerCase().includes(enRespuesta[0].toLowerCase()), `${fuga} en la respuesta: ${donde}`).toBe(true);
  }
}

/** Values that break types and limits: any JSON, huge and odd strings, ids beyond int4, floats, deep nesting. */
const bordesNumericos = fc.constantFrom(0, -1, 0.001, 1e-7, 24.01, 1e308, -1e308, 2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 2 ** 53, Number.MAX_SAFE_INTEGER, -0);
export const valorHostil: fc.Arbitrary<unknown> = fc.oneof(
  // Weighted up: limits of numbers and ids are where a value gets past validation and fails in the database.
  { arbitrary: bordesNumericos, weight: 4 },
  { arbitrary: fc.array(bordesNumericos, { minLength: 1, maxLength: 3 }), weight: 2 },
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ maxLength: 20_000 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constantFrom('', ' ', '\u0000', '💥', "'; DROP TABLE horas; --", '99/99/9999', '31/02/2026', '00/00/0000', '10/03/0001', 'NaN', '1e309'),
  fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.constantFrom(2 ** 31, 2 ** 53, -5, 0, 1.5), fc.string()), { maxLength: 600 }),
  fc.integer({ min: 1, max: 3000 }).map((n) => JSON.parse('['.repeat(n) + ']'.repeat(n)) as unknown),
);

/** A valid body with one to three fields replaced, removed or added with hostile values. */
export function cuerpoMutado(valido: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const claves = Object.keys(valido);
  const clave = fc.oneof(
    // A body without fields ({} of enviar, retirar) only gets fields added.
    { arbitrary: claves.length ? fc.constantFrom(...claves) : fc.constant('comentario'), weight: 4 },
    fc.constantFrom('usuarioId', 'senorityhora', 'id', 'estado', 'areas', 'cardId'),
    fc.string({ maxLength: 30 }),
  );
  return fc.array(fc.tuple(clave, fc.option(valorHostil, { nil: undefined, freq: 5 })), { minLength: 1, maxLength: 3 }).map((cambios) => {
    const copia: Record<string, unknown> = { ...valido };
    for (const [k, v] of cambios) {
      if (v === undefined) delete copia[k];
      else Object.defineProperty(copia, k, { value: v, enumerable: true, configurable: true, writable: true });
    }
    return copia;
  });
}

/** Raw JSON text carrying `__proto__` / `constructor.prototype`, at the top or nested. */
export function textoContaminado(valido: Record<string, unknown>): fc.Arbitrary<string> {
  return fc.tuple(fc.constantFrom('__proto__', 'constructor'), fc.jsonValue({ maxDepth: 2 }), fc.boolean()).map(([clave, v, anidado]) => {
    const veneno = clave === 'constructor' ? `"constructor":{"prototype":${JSON.stringify(v)}}` : `"__proto__":${JSON.stringify(v)}`;
    const resto = JSON.stringify(valido).slice(1);
    return anidado ? `{"x":{${veneno}},${resto}` : `{${veneno},${resto}`;
  });
}

/** Deep nesting, within and beyond the body limit. */
export const anidadoProfundo: fc.Arbitrary<string> = fc.tuple(fc.integer({ min: 1_000, max: 60_000 }), fc.boolean()).map(([n, objetos]) =>
  objetos ? `${'{"a":'.repeat(n)}1${'}'.repeat(n)}` : `{"nombre":${'['.repeat(n)}${']'.repeat(n)}}`);
