import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contratos from './index';

/**
 * Every free text of every contract follows the one rule of `textos.ts` (textoVisible, textoOpcional).
 * This walks each exported zod schema, finds each string inside an object (at any depth), and feeds
 * it what the rule refuses. A string that is not free text is listed below with why; a new field is
 * caught until it follows the rule or is listed.
 */

type Esquema = z.core.$ZodType;
type Definicion = Record<string, unknown> & { type: string };
const definicion = (esquema: Esquema) => esquema._zod.def as unknown as Definicion;
const hijo = (esquema: Esquema, clave: string) => definicion(esquema)[clave] as Esquema;

/** Whether a field is a string, under its optional, nullable, default or transform wrappers. */
function esTexto(esquema: Esquema): boolean {
  const d = definicion(esquema);
  if (d.type === 'string') return true;
  if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(d.type)) return esTexto(hijo(esquema, 'innerType'));
  if (d.type === 'pipe') return esTexto(hijo(esquema, 'in'));
  if (d.type === 'union') return (d.options as Esquema[]).some(esTexto);
  return false;
}

/** Each string field inside an object, by its path ('crearClienteBodySchema.nombre', 'cierreSchema.historial[].comentario'). */
function camposDeTexto(esquema: Esquema, ruta: string, enObjeto = false, campos = new Map<string, Esquema>()): Map<string, Esquema> {
  const d = definicion(esquema);
  if (esTexto(esquema)) {
    if (enObjeto && !campos.has(ruta)) campos.set(ruta, esquema);
    return campos;
  }
  const seguir = (interno: Esquema, sub = ruta, dentro = enObjeto) => camposDeTexto(interno, sub, dentro, campos);
  switch (d.type) {
    case 'object': for (const [clave, campo] of Object.entries(d.shape as Record<string, Esquema>)) seguir(campo, `${ruta}.${clave}`, true); break;
    case 'array': seguir(hijo(esquema, 'element'), `${ruta}[]`); break;
    case 'record': seguir(hijo(esquema, 'valueType'), `${ruta}[]`); break;
    case 'tuple': (d.items as Esquema[]).forEach((item, i) => seguir(item, `${ruta}[${i}]`)); break;
    case 'union': (d.options as Esquema[]).forEach((opcion) => seguir(opcion)); break;
    case 'intersection': seguir(hijo(esquema, 'left')); seguir(hijo(esquema, 'right')); break;
    case 'pipe': seguir(hijo(esquema, 'in')); seguir(hijo(esquema, 'out')); break;
    case 'optional': case 'nullable': case 'default': case 'prefault': case 'readonly': case 'catch': case 'nonoptional':
      seguir(hijo(esquema, 'innerType')); break;
    case 'lazy': seguir((d.getter as () => Esquema)()); break;
    default: break;
  }
  return campos;
}


/**
 * What the API answers: built from stored data, which each text's own contract checked on its way in
 * (and answers must keep showing what older rules let through).
 */
const RESPUESTAS = new Set([
  'errorSchema', 'sesionSchema', 'sesionDeLoginSchema', 'usuarioSchema', 'usuarioBasicoSchema', 'listaUsuariosSchema',
  'areaSchema', 'areaCatalogoSchema', 'areaConServiciosSchema', 'servicioSchema', 'tareaSchema', 'clienteSchema', 'clienteRespuestaSchema',
  'horaSchema', 'horasUsuarioRespuestaSchema', 'filtrosActivosSchema', 'misHorasRespuestaSchema',
  'jornadaSchema', 'jornadasSchema', 'feriadoSchema', 'feriadosSchema', 'diaSaldoSchema', 'saldoSchema', 'saldoUsuarioSchema', 'saldosSchema',
  'destinatarioRecordatorioSchema', 'recordatoriosRespuestaSchema',
  'actorCierreSchema', 'transicionCierreSchema', 'cierreSchema', 'cierreDetalleSchema', 'cierreFilaSchema', 'cierresSchema',
  'resultadoAprobacionSchema', 'resultadosAprobacionSchema', 'actorHistorialSchema', 'registroHistorialSchema', 'paginaHistorialSchema',
  'opcionesLoginSchema', 'analisisSchema', 'grupoAnalisisSchema', 'subgrupoAnalisisSchema', 'paginaRegistrosAnalisisSchema',
  'tipoAusenciaSchema', 'tiposAusenciaSchema', 'ausenciaSchema', 'ausenciasSchema', 'personaCalendarioSchema', 'calendarioAusenciasSchema',
  'cronometroSchema', 'cronometroActualSchema', 'cronometroRespuestaSchema', 'horasDelCronometroSchema', 'recienteSchema', 'recientesSchema',
  'filaTablaSchema', 'filasTablaSchema',
]);

/** Formats with their own pattern, wherever a field uses them: dates, ids, months. */
const FORMATOS: Esquema[] = [contratos.fechaIsoSchema, contratos.fechaCargaSchema, contratos.idSchema, contratos.mesSchema, contratos.añoSchema];

/** Strings of requests that are not free text, and why. */
const NO_SON_TEXTO_LIBRE: Record<string, string> = {
  'loginBodySchema.email': 'a login compares it, never stores it: any other wrong e-mail is a wrong login (401)',
  'crearUsuarioBodySchema.email': 'the e-mail rule (z.email)',
  'actualizarUsuarioBodySchema.email': 'the e-mail rule (z.email)',
  'crearClienteBodySchema.correo': 'the e-mail rule (z.email)',
  'actualizarClienteBodySchema.correo': 'the e-mail rule (z.email)',
  'loginBodySchema.contrasena': 'a password: any character, never shown',
  'crearUsuarioBodySchema.contrasena': 'a password: any character, never shown',
  'restablecerContrasenaBodySchema.contrasena': 'a password: any character, never shown',
  'cambiarContrasenaBodySchema.actual': 'a password: any character, never shown',
  'cambiarContrasenaBodySchema.nueva': 'a password: any character, never shown',
  'loginBodySchema.dispositivo': 'a token the API issued',
  'historialQuerySchema.cursor': 'a token the API issued',
  'historialQuerySchema.entidadId': 'a filter compared with stored ids, never stored',
  'historialQuerySchema.limite': 'a number',
  'misHorasPorClienteQuerySchema.mes': 'a number',
  'misHorasPorClienteQuerySchema.año': 'a number',
  'feriadosQuerySchema.año': 'a number',
  'horaBodySchema.senorityhora': 'ignored: the API takes the perfil from the token',
  'horaBodySchema.cardId': 'ignored: the form\'s own reference',
  'olvidoBodySchema.email': 'compared with stored e-mails, never stored: whatever it holds, the answer is the same 202',
  'contrasenaConEnlaceBodySchema.contrasena': 'a password: any character, never shown',
  'contrasenaConEnlaceBodySchema.token': 'a token the API issued (mailed)',
  'loginSsoBodySchema.codigo': 'a code the API issued (the single sign-on callback)',
  ...Object.fromEntries(['analisisQuerySchema', 'registrosAnalisisQuerySchema'].flatMap((consulta) => [
    ...['usuarioId', 'clienteId', 'servicioId', 'tareaId', 'areaId'].map((campo) => [`${consulta}.${campo}`, 'a list of ids (and \'ninguno\'), each checked']),
    [`${consulta}.perfil`, 'a list of perfiles compared with the stored ones, never stored'],
    [`${consulta}.fechaDesde`, 'a date (AAAA-MM-DD), with the range\'s own message'],
    [`${consulta}.fechaHasta`, 'a date (AAAA-MM-DD), with the range\'s own message'],
  ])),
  'registrosAnalisisQuerySchema.grupo': 'ignored by the entries\' listing',
  'registrosAnalisisQuerySchema.subgrupo': 'ignored by the entries\' listing',
  'registrosAnalisisQuerySchema.periodo': 'ignored by the entries\' listing',
  'registrosAnalisisQuerySchema.comparar': 'ignored by the entries\' listing',
  'registrosAnalisisQuerySchema.limite': 'a number',
  'registrosAnalisisQuerySchema.cursor': 'a token the API issued',
  'lunesTablaParamSchema.lunes': 'a day YYYY-MM-DD (fechaIsoSchema) that must be a Monday',
  'horaBodySchema.descripcion': 'the rule book\'s errorDescripcion applies this same rule, in its order among the hours\' rules (tested below)',
};

/** The free texts where line breaks belong (a text area writes them). */
const MULTILINEA = new Set([
  'crearClienteBodySchema.descripcion', 'actualizarClienteBodySchema.descripcion',
  'rechazarCierreBodySchema.comentario', 'reabrirCierreBodySchema.motivo', 'solicitarAusenciaBodySchema.comentario', 'rechazarAusenciaBodySchema.motivo',
  'cronometroBodySchema.descripcion', 'detenerCronometroBodySchema.descripcion', 'filaTablaBodySchema.descripcion', 'filasTablaBodySchema.filas[].descripcion',
]);

const desenvolver = (esquema: Esquema): Esquema => {
  const d = definicion(esquema);
  return ['optional', 'nullable'].includes(d.type) ? desenvolver(hijo(esquema, 'innerType')) : esquema;
};

const esEsquema = (valor: unknown): valor is Esquema => typeof valor === 'object' && valor !== null && '_zod' in valor;
const encontrados = new Map<string, Esquema>();
for (const [nombre, valor] of Object.entries(contratos)) {
  if (esEsquema(valor) && !RESPUESTAS.has(nombre)) camposDeTexto(valor, nombre, false, encontrados);
}
const libres = [...encontrados].filter(([ruta, esquema]) => !(ruta in NO_SON_TEXTO_LIBRE) && !FORMATOS.includes(desenvolver(esquema)));

/** What the rule refuses, with the field's text around it. */
const REFUSADOS: Array<[string, string]> = [
  ['BEL', 'a\u0007b'], ['VT', 'a\u000bb'], ['ESC', 'a\u001bb'], ['DEL', 'a\u007fb'], ['NEL (U+0085)', 'a\u0085b'], ['NUL', 'a\u0000b'],
  ['a lone high surrogate', 'a\ud83db'], ['a lone low surrogate', 'a\ude00b'], ['a surrogate at the end', 'ab\ud83d'],
];

/** Refused, or (an optional text) read as none. */
const noLoGuarda = (esquema: Esquema, texto: string) => {
  const resultado = z.safeParse(esquema, texto);
  return !resultado.success || resultado.data === null;
};

describe('every free text of every contract follows one rule', () => {
  it('finds the free texts, and every exemption names a field that exists', () => {
    expect(libres.map(([ruta]) => ruta)).toEqual(expect.arrayContaining([
      'rechazarCierreBodySchema.comentario', 'reabrirCierreBodySchema.motivo', 'feriadoBodySchema.nombre', 'crearUsuarioBodySchema.nombre',
      'crearClienteBodySchema.direccion', 'actualizarTareaBodySchema.nombre',
    ]));
    for (const ruta of [...Object.keys(NO_SON_TEXTO_LIBRE), ...MULTILINEA]) expect(encontrados.has(ruta), ruta).toBe(true);
    for (const nombre of RESPUESTAS) expect(esEsquema(contratos[nombre as keyof typeof contratos]), nombre).toBe(true);
  });

  it('would catch a new field that takes any string', () => {
    const nuevo = camposDeTexto(z.object({ nota: z.string().trim().max(10).optional() }), 'nuevo');
    expect([...nuevo.keys()]).toEqual(['nuevo.nota']);
    expect(noLoGuarda(nuevo.get('nuevo.nota')!, 'a\u0007b')).toBe(false);
  });

  describe.each(libres)('%s', (ruta, esquema) => {
    it.each(REFUSADOS)('refuses %s', (_nombre, texto) => {
      expect(z.safeParse(esquema, texto).success).toBe(false);
    });

    it('refuses text made only of zero-width spaces, takes visible text and a tab', () => {
      expect(noLoGuarda(esquema, '\u200b\u200b')).toBe(true);
      expect(z.safeParse(esquema, ' Día\tuno ').data).toBe('Día\tuno');
    });

    it(MULTILINEA.has(ruta) ? 'takes line breaks' : 'refuses line breaks', () => {
      expect(z.safeParse(esquema, 'a\r\nb\nc').success).toBe(MULTILINEA.has(ruta));
    });
  });

  it('the description of an hour entry follows it in the rule book', () => {
    for (const [, texto] of REFUSADOS) expect(contratos.errorDescripcion(texto)).toBe(contratos.MENSAJES_HORAS.descripcionControl);
    expect(contratos.errorDescripcion('\u200b')).toBe(contratos.MENSAJES_HORAS.descripcionObligatoria);
    expect(contratos.errorDescripcion('a\r\nb')).toBeNull();
  });
});
