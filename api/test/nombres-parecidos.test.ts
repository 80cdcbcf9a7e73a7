import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, IDS, type Entorno } from './helper';

// Every unique name and e-mail is compared in one canonical form (formaCanonica): a name that only
// looks different (white space, case, full-width letters, accents composed or not, invisible
// characters) is the same name, 409; on both engines, through the unique index on the stored form.
let e: Entorno;
beforeAll(async () => { e = await crearEntorno(); });
afterAll(async () => { await e?.cerrar(); });

const anchos = (texto: string) => [...texto].map((c) => (c === ' ' ? '\u3000' : c >= '!' && c <= '~' ? String.fromCharCode(c.charCodeAt(0) + 0xfee0) : c)).join('');

/** What a look-alike of `nombre` (a name with a space and an accent) can be. */
const parecidos = (nombre: string): [string, string][] => [
  ['non-breaking space', nombre.replace(' ', '\u00a0')],
  ['narrow non-breaking space', nombre.replace(' ', '\u202f')],
  ['double space', nombre.replace(' ', '  ')],
  ['tab', nombre.replace(' ', '\t')],
  ['spaces at the ends', `  ${nombre} `],
  ['full-width letters', anchos(nombre)],
  ['upper case', nombre.toUpperCase()],
  ['decomposed accents', nombre.normalize('NFD')],
  ['no accents', nombre.normalize('NFD').replace(/\p{Mn}/gu, '')],
  ['zero-width space', `${nombre.slice(0, 3)}\u200b${nombre.slice(3)}`],
  ['zero-width joiner and non-joiner', `${nombre.slice(0, 2)}\u200d${nombre.slice(2, 4)}\u200c${nombre.slice(4)}`],
  ['soft hyphen', `${nombre.slice(0, 3)}\u00ad${nombre.slice(3)}`],
  ['right-to-left and left-to-right marks', `\u200f${nombre}\u200e`],
  ['word joiner and byte order mark', `${nombre}\u2060\ufeff`],
  ['an extra combining accent', nombre.replace(/([óéáíú])/u, '$1\u0301')],
  ['a combining accent on a plain letter', nombre.replace('a', 'a\u0300')],
];

const BASE = 'Gestión Pública';
type Alta = (nombre: string) => ['POST', string, object];
const TIPOS: [string, Alta, RegExp][] = [
  ['client', (nombre) => ['POST', '/clientes/cliente', { nombre, areas: [1] }], /^Ya existe un cliente con el nombre '.+'\.$/su],
  ['area', (nombre) => ['POST', '/horas/areas', { nombre }], /^Ya existe un área con el nombre '.+'\.$/su],
  ['service', (nombre) => ['POST', '/servicios/servicios', { nombre, areaId: 1 }], /^Ya existe un servicio con el nombre '.+' en esa área\.$/su],
  ['task', (nombre) => ['POST', '/tareas/tareas', { nombre, servicioId: 1 }], /^Ya existe una tarea con el nombre '.+' en ese servicio\.$/su],
  ['default task', (nombre) => ['POST', '/tareas/tareas', { nombre, servicioId: null }], /^Ya existe una tarea por defecto con el nombre '.+'\.$/su],
];
const crear = (alta: Alta, nombre: string) => e.pedir('admin', ...alta(nombre));

describe('look-alike names are the same name: 409', () => {
  beforeAll(async () => {
    for (const [, alta] of TIPOS) expect((await crear(alta, BASE)).statusCode).toBe(201);
  });

  const filas = TIPOS.flatMap(([tipo, alta, repetido]) => parecidos(BASE).map(([como, nombre]) => [tipo, como, alta, repetido, nombre] as const));
  it.each(filas)('%s, %s', async (_t, _c, alta, repetido, nombre) => {
    const res = await crear(alta, nombre);
    expect(res.statusCode).toBe(409);
    expect(res.json().mensaje).toMatch(repetido);
  });

  it.each([
    ['Banco\u00a0Andino'], ['Banco  Andino'], ['Banco\tAndino'], ['ＢＡＮＣＯ ＡＮＤＩＮＯ'], ['banco andino'],
    ['Cafe\u0301 del Valle'], ['Municipalidad de Ri\u0301o Claro'], ['Ban\u200bco Andino'], ['\u200fBanco Andino'],
  ])('the demo client %j', async (nombre) => {
    const res = await e.pedir('admin', 'POST', '/clientes/cliente', { nombre, areas: [1] });
    expect(res.statusCode).toBe(409);
    expect(res.json().mensaje).toMatch(/^Ya existe un cliente con el nombre /);
  });

  it.each([
    ['client', 'PUT', '/clientes/cliente/2', { nombre: 'BANCO\u00a0ANDINO', estado: true, areaIds: [2, 1], servicioIds: [] }],
    ['area', 'PUT', '/horas/areas/2', { nombre: 'Desarro\u00adllo' }],
    ['service', 'PUT', '/servicios/servicios/2', { nombre: 'ＤＥＳＡＲＲＯＬＬＯ ＷＥＢ' }],
    ['task', 'PUT', '/tareas/tareas/1', { nombre: 'Programacio\u0301n' }],
    ['default task', 'PUT', '/tareas/tareas/21', { nombre: 'Capacitacion\u200b' }],
  ] as const)('renaming a %s to a look-alike', async (_t, method, url, payload) => {
    const res = await e.pedir('admin', method, url, payload);
    expect(res.statusCode).toBe(409);
  });

  it('names that differ in what shows are still new names', async () => {
    for (const [, alta] of TIPOS) expect((await crear(alta, 'Gestión Privada')).statusCode).toBe(201);
  });

  it('two instances creating look-alike clients at once: one 201, one 409', async () => {
    const otra = await e.otraInstancia();
    try {
      const pedido = (nombre: string) => ({ method: 'POST' as const, url: '/clientes/cliente', headers: e.auth('admin'), payload: { nombre, areas: [1] } });
      const codigos = (await Promise.all([e.app.inject(pedido('Banco Nuevo')), otra.app.inject(pedido('BANCO\u00a0NUEVO'))])).map((r) => r.statusCode);
      expect(codigos.sort()).toEqual([201, 409]);
    } finally {
      await otra.cerrar();
    }
  });
});

describe("users' e-mails", () => {
  const usuario = { nombre: 'Copia', apellidos: 'De Ana', perfil: 'Junior', areaIds: [1], contrasena: 'Copia#2026' };
  const EMAILS: [string, string][] = [
    ['upper case', 'ANA.GARCIA@HORAS.LOCAL'],
    ['full-width letters', anchos('ana.garcia@horas.local')],
    ['spaces at the ends', '  ana.garcia@horas.local '],
    ['zero-width space', 'ana\u200b.garcia@horas.local'],
    ['soft hyphen', 'ana.gar\u00adcia@horas.local'],
    ['bidi marks', '\u200fana.garcia@horas.local\u200e'],
    ['word joiner', 'ana.garcia@horas\u2060.local'],
  ];

  it.each(EMAILS)('a new user with %s → 409', async (_c, email) => {
    const res = await e.pedir('admin', 'POST', '/usuarios/usuarios', { ...usuario, email });
    expect(res.statusCode).toBe(409);
    // The e-mail as stored: without compatibility forms or invisible characters.
    expect(res.json().mensaje).toMatch(/^Ya existe un usuario con el e-mail 'ana\.garcia@horas\.local'\.$/i);
  });

  it.each(EMAILS)("another user's e-mail changed to it (%s) → 409", async (_c, email) => {
    const res = await e.pedir('admin', 'PUT', `/usuarios/usuarios/${IDS.luis}`, {
      email, nombre: 'Luis', apellidos: 'Pérez', perfil: 'Junior', areaIds: [1, 4], activo: true,
    });
    expect(res.statusCode).toBe(409);
  });

  it('an e-mail typed with full-width letters or invisible characters is stored as its letters', async () => {
    const res = await e.pedir('admin', 'POST', '/usuarios/usuarios', { ...usuario, email: `\u200b${anchos('Nueva.Persona')}@horas.local` });
    expect(res.statusCode).toBe(201);
    expect(res.json().email).toBe('Nueva.Persona@horas.local');
  });

  it("look-alike spellings of an e-mail count against one account's failed-login limit", async () => {
    const origen = '10.2.0.1';
    const variantes = ['LUIS.PEREZ@horas.local', anchos('luis.perez@horas.local'), 'luis\u200b.perez@horas.local', ' luis.perez@horas.local', 'luis.pe\u00adrez@horas.local'];
    for (const email of variantes) {
      const res = await e.app.inject({ method: 'POST', url: '/usuarios/login', payload: { email, contrasena: 'incorrecta' }, remoteAddress: origen });
      expect(res.statusCode).toBe(401);
    }
    const bloqueado = await e.app.inject({ method: 'POST', url: '/usuarios/login', payload: { email: 'luis.perez@horas.local', contrasena: 'Luis#2026' }, remoteAddress: origen });
    expect(bloqueado.statusCode).toBe(429);
  });

  it('signing in looks the user up by the canonical form of the typed e-mail', async () => {
    const res = await e.app.inject({ method: 'POST', url: '/usuarios/login', payload: { email: anchos('ANA.GARCIA@horas.local'), contrasena: 'Ana#2026' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(IDS.ana);
  });
});
