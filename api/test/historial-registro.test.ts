import type { Cambios, RegistroHistorial } from '@horas/shared/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { crearRepositorios } from '../src/repositories';
import { registrosDe, todas } from './historial-ayuda';
import { crearEntorno, IDS, type Entorno } from './helper';

let e: Entorno;
beforeAll(async () => { e = await crearEntorno(); });
afterAll(async () => { await e?.cerrar(); });

const ADMIN = { id: IDS.admin, nombre: 'Admin', apellidos: 'Sistema' };
const ANA = { id: IDS.ana, nombre: 'Ana', apellidos: 'García' };
const LUIS = { id: IDS.luis, nombre: 'Luis', apellidos: 'Pérez' };
/** Luis's months, which no demo closing touched ("today" is in March): one per case, each starts `abierto`. */
const cierreDeLuis = (mes: string, paso: string) => `/horas/cierres/${IDS.luis}/${mes}/${paso}`;
const enviarDeLuis = (mes: string) => async () => { expect((await pedir('luis', 'POST', cierreDeLuis(mes, 'enviar'), {})).statusCode).toBe(200); return 0; };
const JORNADA = [8, 8, 8, 8, 8, 0, 0];

type Quien = 'admin' | 'ana' | 'luis' | { authorization: string };
const pedir = (quien: Quien, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => e.pedir(quien, method, url, payload);
const id = async (res: Promise<LightMyRequestResponse>, clave?: string) => {
  const r = await res;
  expect(r.statusCode, r.body).toBeLessThan(300);
  const cuerpo = r.json();
  return (clave ? cuerpo[clave] : cuerpo).id as number;
};

const hora = { clienteId: 1, servicioId: 1, tareaId: 2, horasTrabajadas: 2.5, descripcion: 'Desarrollo del módulo', fechaCarga: '10/03/2026' };
const cambiosHora: Cambios = {
  cliente: [null, 'Banco Andino'], servicio: [null, 'Desarrollo web'], tarea: [null, 'Programación'],
  fecha: [null, '10/03/2026'], horas: [null, 2.5], descripcion: [null, 'Desarrollo del módulo'],
};
const nuevaHora = () => id(pedir('ana', 'POST', '/horas/cargarhoras', hora));
let usuarios = 0;
const nuevoUsuario = () => id(pedir('admin', 'POST', '/usuarios/usuarios', {
  email: `historial${++usuarios}@horas.local`, nombre: 'Nueva', apellidos: 'Persona', perfil: 'Junior', areaIds: [2, 1], contrasena: 'Secreta#2026',
}));
const tokenDe = (usuarioId: number) => ({ authorization: `Bearer ${e.app.jwt.sign({ id: usuarioId, perfil: 'Junior' })}` });

interface Caso {
  /** Creates what the change needs (not measured); its result is the change's subject. */
  preparar?: () => Promise<number>;
  cambio: (sujeto: number) => Promise<LightMyRequestResponse>;
  /** The one record expected. */
  registro: (sujeto: number, creado: number) => Pick<RegistroHistorial, 'actor' | 'entidad' | 'entidadId' | 'accion' | 'cambios'>;
}

const casos: Record<string, Caso> = {
  'POST /horas/cargarhoras with a client': {
    cambio: () => pedir('ana', 'POST', '/horas/cargarhoras', hora),
    registro: (_, creado) => ({ actor: ANA, entidad: 'hora', entidadId: String(creado), accion: 'crear', cambios: cambiosHora }),
  },
  'POST /horas/cargarhoras with a default task': {
    cambio: () => pedir('ana', 'POST', '/horas/cargarhoras', { tareaId: 21, horasTrabajadas: 1, descripcion: 'Reunión', fechaCarga: '11/03/2026' }),
    registro: (_, creado) => ({
      actor: ANA, entidad: 'hora', entidadId: String(creado), accion: 'crear',
      cambios: { tarea: [null, 'Reunión interna'], fecha: [null, '11/03/2026'], horas: [null, 1], descripcion: [null, 'Reunión'] },
    }),
  },
  'PUT /horas/actualizarhoras: hours and description': {
    preparar: nuevaHora,
    cambio: (h) => pedir('ana', 'PUT', `/horas/actualizarhoras/${h}`, { ...hora, horasTrabajadas: 3, descripcion: 'Módulo terminado' }),
    registro: (h) => ({ actor: ANA, entidad: 'hora', entidadId: String(h), accion: 'modificar', cambios: { horas: [2.5, 3], descripcion: ['Desarrollo del módulo', 'Módulo terminado'] } }),
  },
  'PUT /horas/actualizarhoras: client, service and task by name, and the day': {
    preparar: nuevaHora,
    cambio: (h) => pedir('ana', 'PUT', `/horas/actualizarhoras/${h}`, { ...hora, clienteId: null, servicioId: null, tareaId: 21, fechaCarga: '09/03/2026' }),
    registro: (h) => ({
      actor: ANA, entidad: 'hora', entidadId: String(h), accion: 'modificar',
      cambios: { cliente: ['Banco Andino', null], servicio: ['Desarrollo web', null], tarea: ['Programación', 'Reunión interna'], fecha: ['10/03/2026', '09/03/2026'] },
    }),
  },
  'DELETE /horas/eliminarhoras': {
    preparar: nuevaHora,
    cambio: (h) => pedir('ana', 'DELETE', `/horas/eliminarhoras/${h}`),
    registro: (h) => ({
      actor: ANA, entidad: 'hora', entidadId: String(h), accion: 'eliminar',
      cambios: Object.fromEntries(Object.entries(cambiosHora).map(([campo, [, valor]]) => [campo, [valor, null]])),
    }),
  },
  'POST /usuarios/usuarios': {
    cambio: () => pedir('admin', 'POST', '/usuarios/usuarios', {
      email: 'nueva.persona@horas.local', nombre: 'Nueva', apellidos: 'Persona', perfil: 'Junior', areaIds: [2, 1], contrasena: 'Secreta#2026',
    }),
    registro: (_, creado) => ({
      actor: ADMIN, entidad: 'usuario', entidadId: String(creado), accion: 'crear',
      cambios: {
        email: [null, 'nueva.persona@horas.local'], nombre: [null, 'Nueva'], apellidos: [null, 'Persona'], perfil: [null, 'Junior'],
        areas: [null, ['Desarrollo', 'Diseño']], activo: [null, true],
      },
    }),
  },
  'PUT /usuarios/usuarios/{id}: name, perfil and areas': {
    preparar: nuevoUsuario,
    cambio: (u) => pedir('admin', 'PUT', `/usuarios/usuarios/${u}`, { nombre: 'Renombrada', apellidos: 'Persona', perfil: 'Senior', areaIds: [1], activo: true }),
    registro: (u) => ({
      actor: ADMIN, entidad: 'usuario', entidadId: String(u), accion: 'modificar',
      cambios: { nombre: ['Nueva', 'Renombrada'], perfil: ['Junior', 'Senior'], areas: [['Desarrollo', 'Diseño'], ['Desarrollo']] },
    }),
  },
  'PUT /usuarios/usuarios/{id}: deactivated': {
    preparar: nuevoUsuario,
    cambio: (u) => pedir('admin', 'PUT', `/usuarios/usuarios/${u}`, { nombre: 'Nueva', apellidos: 'Persona', perfil: 'Junior', areaIds: [1, 2], activo: false }),
    registro: (u) => ({ actor: ADMIN, entidad: 'usuario', entidadId: String(u), accion: 'desactivar', cambios: { activo: [true, false] } }),
  },
  'PUT /usuarios/usuarios/{id}: activated again': {
    preparar: async () => {
      const u = await nuevoUsuario();
      await pedir('admin', 'PUT', `/usuarios/usuarios/${u}`, { nombre: 'Nueva', apellidos: 'Persona', perfil: 'Junior', areaIds: [1, 2], activo: false });
      return u;
    },
    cambio: (u) => pedir('admin', 'PUT', `/usuarios/usuarios/${u}`, { nombre: 'Nueva', apellidos: 'Persona', perfil: 'Junior', areaIds: [1, 2], activo: true }),
    registro: (u) => ({ actor: ADMIN, entidad: 'usuario', entidadId: String(u), accion: 'activar', cambios: { activo: [false, true] } }),
  },
  'PUT /usuarios/usuarios/{id}/contrasena (reset)': {
    preparar: nuevoUsuario,
    cambio: (u) => pedir('admin', 'PUT', `/usuarios/usuarios/${u}/contrasena`, { contrasena: 'Otra#Clave2026' }),
    registro: (u) => ({ actor: ADMIN, entidad: 'usuario', entidadId: String(u), accion: 'restablecer-contrasena', cambios: {} }),
  },
  'PUT /usuarios/usuarios/me/contrasena (own change)': {
    preparar: nuevoUsuario,
    cambio: (u) => pedir(tokenDe(u), 'PUT', '/usuarios/usuarios/me/contrasena', { actual: 'Secreta#2026', nueva: 'Otra#Clave2026' }),
    registro: (u) => ({ actor: { id: u, nombre: 'Nueva', apellidos: 'Persona' }, entidad: 'usuario', entidadId: String(u), accion: 'cambiar-contrasena', cambios: {} }),
  },
  'POST /horas/areas': {
    cambio: () => pedir('admin', 'POST', '/horas/areas', { nombre: 'Calidad' }),
    registro: (_, creado) => ({ actor: ADMIN, entidad: 'area', entidadId: String(creado), accion: 'crear', cambios: { nombre: [null, 'Calidad'], activo: [null, true] } }),
  },
  'PUT /horas/areas/{id}: renamed': {
    preparar: () => id(pedir('admin', 'POST', '/horas/areas', { nombre: 'Legales' })),
    cambio: (a) => pedir('admin', 'PUT', `/horas/areas/${a}`, { nombre: 'Legales y contratos' }),
    registro: (a) => ({ actor: ADMIN, entidad: 'area', entidadId: String(a), accion: 'modificar', cambios: { nombre: ['Legales', 'Legales y contratos'] } }),
  },
  'PUT /horas/areas/{id}: deactivated': {
    preparar: () => id(pedir('admin', 'POST', '/horas/areas', { nombre: 'Archivo' })),
    cambio: (a) => pedir('admin', 'PUT', `/horas/areas/${a}`, { activo: false }),
    registro: (a) => ({ actor: ADMIN, entidad: 'area', entidadId: String(a), accion: 'desactivar', cambios: { activo: [true, false] } }),
  },
  'POST /servicios/servicios': {
    cambio: () => pedir('admin', 'POST', '/servicios/servicios', { nombre: 'Pruebas automáticas', areaId: 1 }),
    registro: (_, creado) => ({
      actor: ADMIN, entidad: 'servicio', entidadId: String(creado), accion: 'crear', cambios: { nombre: [null, 'Pruebas automáticas'], area: [null, 'Desarrollo'], activo: [null, true] },
    }),
  },
  'PUT /servicios/servicios/{id}': {
    preparar: () => id(pedir('admin', 'POST', '/servicios/servicios', { nombre: 'Pruebas de carga', areaId: 1 })),
    cambio: (s) => pedir('admin', 'PUT', `/servicios/servicios/${s}`, { nombre: 'Pruebas de rendimiento', activo: false }),
    registro: (s) => ({
      actor: ADMIN, entidad: 'servicio', entidadId: String(s), accion: 'desactivar', cambios: { nombre: ['Pruebas de carga', 'Pruebas de rendimiento'], activo: [true, false] },
    }),
  },
  'POST /tareas/tareas of a service': {
    cambio: () => pedir('admin', 'POST', '/tareas/tareas', { nombre: 'Guiones de prueba', servicioId: 1 }),
    registro: (_, creado) => ({
      actor: ADMIN, entidad: 'tarea', entidadId: String(creado), accion: 'crear', cambios: { nombre: [null, 'Guiones de prueba'], servicio: [null, 'Desarrollo web'], activo: [null, true] },
    }),
  },
  'POST /tareas/tareas, a default task': {
    cambio: () => pedir('admin', 'POST', '/tareas/tareas', { nombre: 'Guardia', servicioId: null }),
    registro: (_, creado) => ({ actor: ADMIN, entidad: 'tarea', entidadId: String(creado), accion: 'crear', cambios: { nombre: [null, 'Guardia'], activo: [null, true] } }),
  },
  'PUT /tareas/tareas/{id}': {
    preparar: () => id(pedir('admin', 'POST', '/tareas/tareas', { nombre: 'Mudanza', servicioId: null })),
    cambio: (t) => pedir('admin', 'PUT', `/tareas/tareas/${t}`, { activo: false }),
    registro: (t) => ({ actor: ADMIN, entidad: 'tarea', entidadId: String(t), accion: 'desactivar', cambios: { activo: [true, false] } }),
  },
  'POST /clientes/cliente': {
    cambio: () => pedir('admin', 'POST', '/clientes/cliente', { nombre: 'Hotel Costa', descripcion: 'Turismo', areas: [1, 3] }),
    registro: (_, creado) => ({
      actor: ADMIN, entidad: 'cliente', entidadId: String(creado), accion: 'crear',
      cambios: { nombre: [null, 'Hotel Costa'], descripcion: [null, 'Turismo'], estado: [null, true], areas: [null, ['Consultoría', 'Desarrollo']] },
    }),
  },
  'PUT /clientes/cliente/{id}: data, areas and services': {
    preparar: () => id(pedir('admin', 'POST', '/clientes/cliente', { nombre: 'Mueblería Roble', areas: [1] }), 'cliente'),
    cambio: (c) => pedir('admin', 'PUT', `/clientes/cliente/${c}`, { nombre: 'Mueblería El Roble', correo: 'roble@example.com', estado: true, areaIds: [1, 2], servicioIds: [1, 4] }),
    registro: (c) => ({
      actor: ADMIN, entidad: 'cliente', entidadId: String(c), accion: 'modificar',
      cambios: {
        nombre: ['Mueblería Roble', 'Mueblería El Roble'], correo: [null, 'roble@example.com'], areas: [['Desarrollo'], ['Desarrollo', 'Diseño']],
        servicios: [[], ['Desarrollo web', 'Diseño UX/UI']],
      },
    }),
  },
  'PUT /clientes/cliente/{id}: deactivated': {
    preparar: () => id(pedir('admin', 'POST', '/clientes/cliente', { nombre: 'Óptica Sol', areas: [1] }), 'cliente'),
    cambio: (c) => pedir('admin', 'PUT', `/clientes/cliente/${c}`, { nombre: 'Óptica Sol', estado: false, areaIds: [1], servicioIds: [] }),
    registro: (c) => ({ actor: ADMIN, entidad: 'cliente', entidadId: String(c), accion: 'desactivar', cambios: { estado: [true, false] } }),
  },
  'POST /clientes/clientes/{id}/servicios (added)': {
    preparar: () => id(pedir('admin', 'POST', '/clientes/cliente', { nombre: 'Panadería Trigo', areas: [1] }), 'cliente'),
    cambio: (c) => pedir('admin', 'POST', `/clientes/clientes/${c}/servicios`, { serviciosIds: [3, 1] }),
    registro: (c) => ({ actor: ADMIN, entidad: 'cliente', entidadId: String(c), accion: 'modificar', cambios: { servicios: [[], ['Desarrollo web', 'Integraciones']] } }),
  },
  'PUT /clientes/clientes/{id}/servicios (replaced)': {
    preparar: async () => {
      const c = await id(pedir('admin', 'POST', '/clientes/cliente', { nombre: 'Vivero Verde', areas: [1] }), 'cliente');
      await pedir('admin', 'POST', `/clientes/clientes/${c}/servicios`, { serviciosIds: [1] });
      return c;
    },
    cambio: (c) => pedir('admin', 'PUT', `/clientes/clientes/${c}/servicios`, { servicioIds: [2] }),
    registro: (c) => ({ actor: ADMIN, entidad: 'cliente', entidadId: String(c), accion: 'modificar', cambios: { servicios: [['Desarrollo web'], ['Aplicaciones móviles']] } }),
  },
  'PUT /horas/actualizarhorashabilitadas': {
    cambio: () => pedir('admin', 'PUT', '/horas/actualizarhorashabilitadas', { habilitada: true }),
    registro: () => ({ actor: ADMIN, entidad: 'configuracion', entidadId: null, accion: 'modificar', cambios: { horasHabilitadas: [false, true] } }),
  },
  "PUT a user's jornada (new)": {
    cambio: () => pedir('admin', 'PUT', `/usuarios/usuarios/${IDS.ana}/jornadas/2026-04-01`, { horasPorDia: JORNADA }),
    registro: () => ({ actor: ADMIN, entidad: 'jornada', entidadId: `${IDS.ana}/2026-04-01`, accion: 'crear', cambios: { horasPorDia: [null, JORNADA] } }),
  },
  "PUT a user's jornada (replaced)": {
    preparar: async () => { await pedir('admin', 'PUT', `/usuarios/usuarios/${IDS.ana}/jornadas/2026-05-01`, { horasPorDia: JORNADA }); return IDS.ana; },
    cambio: () => pedir('admin', 'PUT', `/usuarios/usuarios/${IDS.ana}/jornadas/2026-05-01`, { horasPorDia: [6, 6, 6, 6, 6, 0, 0] }),
    registro: () => ({ actor: ADMIN, entidad: 'jornada', entidadId: `${IDS.ana}/2026-05-01`, accion: 'modificar', cambios: { horasPorDia: [JORNADA, [6, 6, 6, 6, 6, 0, 0]] } }),
  },
  "DELETE a user's jornada": {
    preparar: async () => { await pedir('admin', 'PUT', `/usuarios/usuarios/${IDS.ana}/jornadas/2026-06-01`, { horasPorDia: JORNADA }); return IDS.ana; },
    cambio: () => pedir('admin', 'DELETE', `/usuarios/usuarios/${IDS.ana}/jornadas/2026-06-01`),
    registro: () => ({ actor: ADMIN, entidad: 'jornada', entidadId: `${IDS.ana}/2026-06-01`, accion: 'eliminar', cambios: { horasPorDia: [JORNADA, null] } }),
  },
  'PUT the default jornada (new)': {
    cambio: () => pedir('admin', 'PUT', '/horas/jornada-defecto/2026-07-01', { horasPorDia: [7.5, 7.5, 7.5, 7.5, 7.5, 0, 0] }),
    registro: () => ({ actor: ADMIN, entidad: 'jornada', entidadId: 'defecto/2026-07-01', accion: 'crear', cambios: { horasPorDia: [null, [7.5, 7.5, 7.5, 7.5, 7.5, 0, 0]] } }),
  },
  'PUT the default jornada (replaced)': {
    // A month no closing approved (the demo's approved one is older).
    preparar: async () => { await pedir('admin', 'PUT', '/horas/jornada-defecto/2026-08-01', { horasPorDia: JORNADA }); return 0; },
    cambio: () => pedir('admin', 'PUT', '/horas/jornada-defecto/2026-08-01', { horasPorDia: [8, 8, 8, 8, 6, 0, 0] }),
    registro: () => ({ actor: ADMIN, entidad: 'jornada', entidadId: 'defecto/2026-08-01', accion: 'modificar', cambios: { horasPorDia: [JORNADA, [8, 8, 8, 8, 6, 0, 0]] } }),
  },
  'POST /horas/cierres/{u}/{mes}/enviar': {
    cambio: () => pedir('luis', 'POST', cierreDeLuis('2026-03', 'enviar'), {}),
    registro: () => ({ actor: LUIS, entidad: 'cierre', entidadId: `${IDS.luis}/2026-03`, accion: 'enviar', cambios: { estado: ['abierto', 'enviado'] } }),
  },
  'POST /horas/cierres/{u}/{mes}/rechazar': {
    preparar: enviarDeLuis('2026-02'),
    cambio: () => pedir('admin', 'POST', cierreDeLuis('2026-02', 'rechazar'), { comentario: 'Falta el lunes 9' }),
    registro: () => ({
      actor: ADMIN, entidad: 'cierre', entidadId: `${IDS.luis}/2026-02`, accion: 'rechazar',
      cambios: { estado: ['enviado', 'rechazado'], comentario: [null, 'Falta el lunes 9'] },
    }),
  },
  'POST /horas/cierres/aprobar (its figures, as stored)': {
    preparar: enviarDeLuis('2026-01'),
    cambio: () => pedir('admin', 'POST', '/horas/cierres/aprobar', { mes: '2026-01', usuarios: [{ usuarioId: IDS.luis, version: 1 }] }),
    registro: () => ({
      actor: ADMIN, entidad: 'cierre', entidadId: `${IDS.luis}/2026-01`, accion: 'aprobar',
      cambios: { estado: ['enviado', 'aprobado'], cargadas: [null, expect.any(Number)], objetivo: [null, expect.any(Number)], diferencia: [null, expect.any(Number)] },
    }),
  },
  'POST /horas/feriados': {
    cambio: () => pedir('admin', 'POST', '/horas/feriados', { fecha: '2026-03-24', nombre: 'Día de la Memoria' }),
    registro: () => ({ actor: ADMIN, entidad: 'feriado', entidadId: '2026-03-24', accion: 'crear', cambios: { nombre: [null, 'Día de la Memoria'] } }),
  },
  'DELETE /horas/feriados/{fecha}': {
    cambio: () => pedir('admin', 'DELETE', '/horas/feriados/2026-12-25'),
    registro: () => ({ actor: ADMIN, entidad: 'feriado', entidadId: '2026-12-25', accion: 'eliminar', cambios: { nombre: ['Navidad', null] } }),
  },
};

describe('every write leaves exactly one record, in its transaction, with only what changed', () => {
  it.each(Object.entries(casos))('%s', async (_, caso) => {
    const sujeto = (await caso.preparar?.()) ?? 0;
    const { registros, resultado } = await registrosDe(e, () => caso.cambio(sujeto));
    expect(resultado.statusCode, resultado.body).toBeLessThan(300);
    const cuerpo = resultado.body ? resultado.json() : {};
    const creado = (cuerpo.id ?? cuerpo.cliente?.id) as number;
    expect(registros).toHaveLength(1);
    expect(registros[0]).toEqual({ ...caso.registro(sujeto, creado), id: expect.stringMatching(/^[1-9][0-9]*$/), en: expect.any(String), origen: '127.0.0.1' });
    expect(new Date(registros[0].en).toISOString()).toBe(registros[0].en);
  });

  it('never records a password or its hash', async () => {
    const registros = await todas(e, 'admin', { entidad: 'usuario' });
    expect(registros.map((r) => r.accion)).toEqual(expect.arrayContaining(['restablecer-contrasena', 'cambiar-contrasena', 'crear']));
    const texto = JSON.stringify(registros);
    for (const secreto of ['Secreta#2026', 'Otra#Clave2026', '$argon2', '"contrasena"', 'passwordHash']) expect(texto).not.toContain(secreto);
  });
});

describe('a write that fails or changes nothing leaves no record', () => {
  beforeAll(async () => { await pedir('admin', 'PUT', '/horas/actualizarhorashabilitadas', { habilitada: false }); });
  const ana = { nombre: 'Ana', apellidos: 'García', perfil: 'Senior', areaIds: [1, 2], activo: true };
  it.each<[string, () => Promise<LightMyRequestResponse>, number]>([
    ['hours over 24 in a day (409)', () => pedir('ana', 'POST', '/horas/cargarhoras', { ...hora, horasTrabajadas: 20 }), 409],
    ['hours of 0 (400)', () => pedir('ana', 'POST', '/horas/cargarhoras', { ...hora, horasTrabajadas: 0 }), 400],
    ['hours outside the editing window (403)', () => pedir('ana', 'POST', '/horas/cargarhoras', { ...hora, fechaCarga: '10/12/2025' }), 403],
    ["someone else's entry (404)", () => pedir('luis', 'DELETE', '/horas/eliminarhoras/1'), 404],
    ['an e-mail in use (409)', () => pedir('admin', 'POST', '/usuarios/usuarios', { ...ana, areaIds: [1], email: 'ANA.garcia@horas.local', contrasena: 'Secreta#2026' }), 409],
    ['no active administrator left (409)', () => pedir('admin', 'PUT', `/usuarios/usuarios/${IDS.admin}`, { nombre: 'Admin', apellidos: 'Sistema', perfil: 'Senior', areaIds: [3], activo: true }), 409],
    ['staff administering (403)', () => pedir('ana', 'POST', '/horas/areas', { nombre: 'Intrusa' }), 403],
    ['an area name in use (409)', () => pedir('admin', 'POST', '/horas/areas', { nombre: 'desarrollo' }), 409],
    ['an area renamed to a name in use (409)', () => pedir('admin', 'PUT', '/horas/areas/2', { nombre: 'Soporte' }), 409],
    ['a service name in use in its area (409)', () => pedir('admin', 'POST', '/servicios/servicios', { nombre: 'Integraciones', areaId: 1 }), 409],
    ['a task name in use in its service (409)', () => pedir('admin', 'PUT', '/tareas/tareas/1', { nombre: 'Programación' }), 409],
    ['a client name in use (409)', () => pedir('admin', 'POST', '/clientes/cliente', { nombre: 'banco andino', areas: [1] }), 409],
    ['a client service outside its areas (400)', () => pedir('admin', 'PUT', '/clientes/clientes/1/servicios', { servicioIds: [8] }), 400],
    ['a second holiday on a day (409)', () => pedir('admin', 'POST', '/horas/feriados', { fecha: '2026-05-01', nombre: 'Otro' }), 409],
    ['a jornada over 24 hours (400)', () => pedir('admin', 'PUT', `/usuarios/usuarios/${IDS.luis}/jornadas/2026-04-01`, { horasPorDia: [25, 8, 8, 8, 8, 0, 0] }), 400],
    ['a jornada that is not there (404)', () => pedir('admin', 'DELETE', `/usuarios/usuarios/${IDS.luis}/jornadas/2020-01-01`), 404],
    ['the hours switch set to what it is', () => pedir('admin', 'PUT', '/horas/actualizarhorashabilitadas', { habilitada: false }), 200],
    ['a user saved unchanged', () => pedir('admin', 'PUT', `/usuarios/usuarios/${IDS.ana}`, ana), 200],
    ['an area saved with its own name', () => pedir('admin', 'PUT', '/horas/areas/1', { nombre: 'Desarrollo' }), 200],
  ])('%s', async (_, cambio, estado) => {
    const { registros, resultado } = await registrosDe(e, cambio);
    expect(resultado.statusCode, resultado.body).toBe(estado);
    expect(registros).toEqual([]);
  });

  it('a change whose record cannot be written does not land either (one transaction)', async () => {
    const sinRegistro = await buildApp({
      db: e.database.db, config: e.config,
      repositorios: (db) => {
        const repos = crearRepositorios(db);
        return { ...repos, historial: { ...repos.historial, registrar: async () => { throw new Error('sin historial'); } } };
      },
    });
    try {
      const res = await sinRegistro.inject({ method: 'POST', url: '/horas/areas', headers: e.auth('admin'), payload: { nombre: 'Fantasma' } });
      expect(res.statusCode).toBe(500);
      const areas = await e.pedir('admin', 'GET', '/horas/areas');
      expect(areas.json<{ nombre: string }[]>().map((a) => a.nombre)).not.toContain('Fantasma');
      // A holiday of a month no closing approved.
      const borrar = await sinRegistro.inject({ method: 'DELETE', url: '/horas/feriados/2026-05-01', headers: e.auth('admin') });
      expect(borrar.statusCode).toBe(500);
      expect((await e.pedir('admin', 'GET', '/horas/feriados?año=2026')).json()).toContainEqual({ fecha: '2026-05-01', nombre: 'Día del Trabajador' });
    } finally {
      await sinRegistro.close();
    }
  });
});
