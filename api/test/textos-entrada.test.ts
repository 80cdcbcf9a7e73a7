import { MAX_CARACTERES, MENSAJES_HORAS } from '@horas/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, IDS, type Entorno } from './helper';

// Every text a body carries has a maximum length, a name or description needs a visible character,
// and control characters (but tabs, and line breaks in descriptions) are refused: 400 with the
// contract's message, the same one the forms show.
let e: Entorno;
beforeAll(async () => { e = await crearEntorno(); });
afterAll(async () => { await e?.cerrar(); });

type Quien = 'admin' | 'ana';
type Metodo = 'POST' | 'PUT';
const largo = (n: number) => 'x'.repeat(n);
const hora = { tareaId: 21, horasTrabajadas: 1, descripcion: 'Reunión de equipo', fechaCarga: '16/03/2026' };
const usuario = { email: 'textos@horas.local', nombre: 'Textos', apellidos: 'Prueba', perfil: 'Junior', areaIds: [1], contrasena: 'Segura#2026' };
const cliente = { nombre: 'Cliente de textos', areas: [1] };
const clientePut = { nombre: 'Banco Andino', estado: true, areaIds: [1], servicioIds: [1] };
const usuarioPut = { nombre: 'Luis', apellidos: 'Pérez', perfil: 'Junior', areaIds: [1, 4], activo: true };

/** [who, method, url, body with the field set to `valor`] for each text field a caller writes. */
type Campo = [string, Quien, Metodo, string, (valor: string) => object];
const CAMPOS: Record<string, Campo> = {
  area: ['El nombre del área', 'admin', 'POST', '/horas/areas', (nombre) => ({ nombre })],
  areaPut: ['El nombre del área', 'admin', 'PUT', '/horas/areas/1', (nombre) => ({ nombre })],
  servicio: ['El nombre del servicio', 'admin', 'POST', '/servicios/servicios', (nombre) => ({ nombre, areaId: 1 })],
  tarea: ['El nombre de la tarea', 'admin', 'POST', '/tareas/tareas', (nombre) => ({ nombre, servicioId: 1 })],
  tareaPorDefecto: ['El nombre de la tarea', 'admin', 'POST', '/tareas/tareas', (nombre) => ({ nombre, servicioId: null })],
  tareaPut: ['El nombre de la tarea', 'admin', 'PUT', '/tareas/tareas/1', (nombre) => ({ nombre })],
  cliente: ['El nombre del cliente', 'admin', 'POST', '/clientes/cliente', (nombre) => ({ ...cliente, nombre })],
  clientePut: ['El nombre del cliente', 'admin', 'PUT', '/clientes/cliente/1', (nombre) => ({ ...clientePut, nombre })],
  nombreUsuario: ['El nombre', 'admin', 'POST', '/usuarios/usuarios', (nombre) => ({ ...usuario, nombre })],
  apellidos: ['Los apellidos', 'admin', 'PUT', `/usuarios/usuarios/${IDS.luis}`, (apellidos) => ({ ...usuarioPut, apellidos })],
  perfil: ['El perfil', 'admin', 'POST', '/usuarios/usuarios', (perfil) => ({ ...usuario, perfil })],
};
const obligatorio = (sujeto: string) => ({
  'El nombre del cliente': 'El nombre del cliente es obligatorio',
  'Los apellidos': 'Los apellidos son obligatorios.',
}[sujeto] ?? `${sujeto} es obligatorio.`);
const pide = ([, quien, method, url, body]: Campo, valor: string) => e.pedir(quien, method, url, body(valor));

describe('maximum lengths: 400 with the field\'s message beyond them', () => {
  const nombres = Object.values(CAMPOS).map((c) => [c[0], c[2], c[3], c] as const);
  it.each(nombres)('%s (%s %s)', async (sujeto, _m, _u, campo) => {
    const max = sujeto === 'El perfil' ? MAX_CARACTERES.perfil : MAX_CARACTERES.nombre;
    const res = await pide(campo, largo(max + 1));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensaje: `${sujeto} ${sujeto === 'Los apellidos' ? 'no pueden' : 'no puede'} superar ${max} caracteres.` });
  });

  const correoLargo = `${largo(MAX_CARACTERES.email - 9)}@horas.com`;
  it.each([
    ['admin', 'POST', '/clientes/cliente', { ...cliente, descripcion: largo(1001) }, 'La descripción no puede superar 1000 caracteres.'],
    ['admin', 'PUT', '/clientes/cliente/1', { ...clientePut, descripcion: largo(1001) }, 'La descripción no puede superar 1000 caracteres.'],
    ['admin', 'POST', '/clientes/cliente', { ...cliente, correo: correoLargo }, 'El correo no puede superar 254 caracteres.'],
    ['admin', 'POST', '/clientes/cliente', { ...cliente, numeroContacto: largo(41) }, 'El número de contacto no puede superar 40 caracteres.'],
    ['admin', 'PUT', '/clientes/cliente/1', { ...clientePut, direccion: largo(251) }, 'La dirección no puede superar 250 caracteres.'],
    ['admin', 'POST', '/usuarios/usuarios', { ...usuario, email: correoLargo }, 'El e-mail no es válido.'],
    ['admin', 'PUT', `/usuarios/usuarios/${IDS.luis}`, { ...usuarioPut, email: correoLargo }, 'El e-mail no es válido.'],
    ['admin', 'POST', '/usuarios/usuarios', { ...usuario, contrasena: largo(129) }, 'La contraseña no puede superar 128 caracteres.'],
    ['admin', 'PUT', `/usuarios/usuarios/${IDS.luis}/contrasena`, { contrasena: largo(129) }, 'La contraseña no puede superar 128 caracteres.'],
    ['ana', 'PUT', '/usuarios/usuarios/me/contrasena', { actual: 'Ana#2026', nueva: largo(129) }, 'La contraseña no puede superar 128 caracteres.'],
    ['ana', 'PUT', '/usuarios/usuarios/me/contrasena', { actual: largo(1025), nueva: 'Nueva#2026' }, 'La contraseña actual no es correcta.'],
    ['ana', 'POST', '/horas/cargarhoras', { ...hora, descripcion: largo(1001) }, MENSAJES_HORAS.descripcionLarga],
  ] as const)('%s %s %s', async (quien, method, url, payload, mensaje) => {
    const res = await e.pedir(quien, method, url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensaje });
  });

  it.each([
    ['senorityhora', { ...hora, senorityhora: largo(61) }],
    ['cardId', { ...hora, cardId: largo(101) }],
  ])('an hour entry\'s %s', async (campo, payload) => {
    const res = await e.pedir('ana', 'POST', '/horas/cargarhoras', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().mensaje).toMatch(new RegExp(`\\(campo: ${campo}\\)$`));
  });

  it('the limits themselves are accepted', async () => {
    const res = await e.pedir('admin', 'POST', '/clientes/cliente', {
      ...cliente, nombre: largo(120), descripcion: largo(1000), numeroContacto: largo(40), direccion: largo(250),
    });
    expect(res.statusCode).toBe(201);
    const area = await e.pedir('admin', 'POST', '/horas/areas', { nombre: `  ${'a'.repeat(120)}  ` });
    expect(area.statusCode).toBe(201);
  });
});

/** Text that draws nothing: zero-width space, bidi marks, soft hyphen, word joiner, Hangul filler, blank Braille, a lone accent. */
const INVISIBLES = ['\u200b', '\u200f\u200e', ' \u200b\u200c\u200d ', '\u00ad', '\u2060', '\ufeff', '\u3164', '\u2800', '\u0301', '\u034f'];
/** Control characters: C0, DEL, C1 and an ANSI escape sequence. */
const CONTROLES = ['Banco\u0001Andino', 'Alerta\u0007', '\u001b[31mRojo\u001b[0m', 'Borrado\u007f', 'Siguiente\u0085'];

describe('a name needs a visible character and holds no control character', () => {
  const filas = (valores: string[]) => Object.entries(CAMPOS).flatMap(([clave, campo]) => valores.map((v) => [clave, JSON.stringify(v), campo, v] as const));

  it.each(filas(INVISIBLES))('%s %s → 400 obligatorio', async (_c, _v, campo, valor) => {
    const res = await pide(campo, valor);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensaje: obligatorio(campo[0]) });
  });

  it.each(filas([...CONTROLES, 'Salto\nde línea', 'Retorno\rde carro']))('%s %s → 400 control', async (_c, _v, campo, valor) => {
    const res = await pide(campo, valor);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensaje: `${campo[0]} ${campo[0] === 'Los apellidos' ? 'no pueden' : 'no puede'} contener caracteres de control.` });
  });

  it('a tab is white space: stored as one space', async () => {
    const res = await e.pedir('admin', 'POST', '/horas/areas', { nombre: 'Área\tcon\t\ttabulador' });
    expect(res.statusCode).toBe(201);
    expect(res.json().nombre).toBe('Área con tabulador');
  });
});

describe('an hour description needs a visible character; line breaks and tabs are fine', () => {
  it.each(INVISIBLES.map((v) => [JSON.stringify(v), v]))('%s → 400', async (_v, descripcion) => {
    const res = await e.pedir('ana', 'POST', '/horas/cargarhoras', { ...hora, descripcion });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensaje: MENSAJES_HORAS.descripcionObligatoria });
  });

  it.each(CONTROLES.map((v) => [JSON.stringify(v), v]))('%s → 400', async (_v, descripcion) => {
    const res = await e.pedir('ana', 'POST', '/horas/cargarhoras', { ...hora, descripcion });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensaje: 'La descripción no puede contener caracteres de control.' });
  });

  it('the same rules on an edit', async () => {
    const creada = await e.pedir('ana', 'POST', '/horas/cargarhoras', { ...hora, descripcion: 'Primera línea\n\tsegunda línea\r\ntercera' });
    expect(creada.statusCode).toBe(201);
    expect(creada.json().descripcion).toBe('Primera línea\n\tsegunda línea\r\ntercera');
    const invisible = await e.pedir('ana', 'PUT', `/horas/actualizarhoras/${creada.json().id}`, { ...hora, descripcion: '\u200f\u200e' });
    expect(invisible.json()).toEqual({ mensaje: MENSAJES_HORAS.descripcionObligatoria });
    const control = await e.pedir('ana', 'PUT', `/horas/actualizarhoras/${creada.json().id}`, { ...hora, descripcion: 'Pitido\u0007' });
    expect(control.json()).toEqual({ mensaje: 'La descripción no puede contener caracteres de control.' });
  });
});

describe("a client's optional texts", () => {
  it('invisible text is no text: stored as none', async () => {
    const res = await e.pedir('admin', 'POST', '/clientes/cliente', { ...cliente, nombre: 'Cliente invisible', descripcion: '\u200b', direccion: ' \u2060 ', numeroContacto: '\u00ad' });
    expect(res.statusCode).toBe(201);
    expect(res.json().cliente).toMatchObject({ descripcion: null, direccion: null, numeroContacto: null });
  });

  it.each([
    ['descripcion', 'Línea\u0007', 'La descripción no puede contener caracteres de control.'],
    ['direccion', 'Calle\n1', 'La dirección no puede contener caracteres de control.'],
    ['numeroContacto', '555\u001b', 'El número de contacto no puede contener caracteres de control.'],
  ])('%s %j → 400', async (campo, valor, mensaje) => {
    const res = await e.pedir('admin', 'POST', '/clientes/cliente', { ...cliente, [campo]: valor });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ mensaje });
  });

  it('a description keeps its line breaks', async () => {
    const res = await e.pedir('admin', 'POST', '/clientes/cliente', { ...cliente, nombre: 'Cliente con líneas', descripcion: 'Uno\nDos' });
    expect(res.json().cliente.descripcion).toBe('Uno\nDos');
  });
});
