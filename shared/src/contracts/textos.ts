import { z } from 'zod';

/**
 * The longest text each field takes, in UTF-16 code units (what zod, antd's `maxLength` and
 * JavaScript's `length` count): the API answers 400 beyond it and the forms stop typing there.
 */
export const MAX_CARACTERES = {
  /** RFC 5321: the longest path a mail server must accept. */
  email: 254,
  /** A person's name or surname; a client, area, service or task. */
  nombre: 120,
  perfil: 60,
  contrasena: 128,
  /** An hour entry's description (the rule book's MAX_DESCRIPCION) and a client's. */
  descripcion: 1000,
  numeroContacto: 40,
  direccion: 250,
  /** The form's own reference of an hour entry (`cardId`), which the API ignores. */
  referencia: 100,
} as const;

/**
 * A character someone can see: a letter, digit, punctuation mark or symbol, except the
 * default-ignorable ones (Hangul fillers) and the blank Braille pattern, which draw nothing.
 */
const VISIBLE = /(?![\p{Default_Ignorable_Code_Point}\u2800])[\p{L}\p{N}\p{P}\p{S}]/u;
/**
 * Control characters (C0, DEL, C1) other than a tab, and lone surrogates (half of a UTF-16 pair:
 * no character at all, and what a database or a workbook refuses); `CONTROL_EN_TEXTO` also lets line
 * breaks through.
 */
const CONTROL_EN_LINEA = /(?!\t)[\p{Cc}\p{Cs}]/u;
const CONTROL_EN_TEXTO = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

export const tieneTextoVisible = (texto: string): boolean => VISIBLE.test(texto);

/** Whether the text holds a control character or a lone surrogate; `lineas`: a description, where line breaks belong. */
export const tieneControl = (texto: string, { lineas = false } = {}): boolean =>
  (lineas ? CONTROL_EN_TEXTO : CONTROL_EN_LINEA).test(texto);

/** Characters that draw nothing: format characters (zero-width space and joiner, soft hyphen, bidi marks) and the other ignorables. */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;
const MARCA = /\p{Mn}/gu;
const ESPACIOS = /\s+/gu;

/**
 * The one form in which two names or e-mails are the same: what the unique indexes compare. Unicode
 * compatibility forms (NFKD: full-width letters, ligatures, non-breaking spaces), invisible
 * characters removed, case folded (upper then lower case: 'ß' is 'ss', a final 'ς' is 'σ'), accents
 * and every other combining mark removed (a decomposed, a doubled or an extra accent looks like the
 * plain letter; 'Diseño' and 'Diseno' are one name), runs of white space as one space, no spaces at
 * the ends, composed again (NFKC).
 */
export function formaCanonica(texto: string): string {
  return texto.normalize('NFKD').replace(INVISIBLE, '').toUpperCase().toLowerCase()
    .normalize('NFKD').replace(MARCA, '')
    .replace(ESPACIOS, ' ').trim()
    .normalize('NFKC');
}

/** A name as it is stored and shown: trimmed, with single spaces. */
export const nombreLimpio = (nombre: string): string => nombre.trim().replace(ESPACIOS, ' ');

/** An e-mail as it is stored: compatibility forms (full-width letters) and invisible characters gone, trimmed. */
export const emailLimpio = (email: string): string => email.normalize('NFKC').replace(INVISIBLE, '').trim();

/** A text field as its messages name it: 'El nombre del área', 'Los apellidos' (`plural`), 'La dirección' (`femenino`). */
export interface CampoDeTexto {
  sujeto: string;
  max: number;
  plural?: boolean;
  femenino?: boolean;
  /** Instead of '<sujeto> es obligatorio.' (a text of the spec, letter for letter). */
  obligatorio?: string;
  /** A description, where line breaks belong. */
  lineas?: boolean;
}

/** Its messages: missing (also blank or invisible), too long, with control characters. */
export function mensajesDe({ sujeto, max, plural = false, femenino = false, obligatorio }: CampoDeTexto) {
  const puede = plural ? 'pueden' : 'puede';
  return {
    obligatorio: obligatorio ?? `${sujeto} ${plural ? 'son' : 'es'} obligatori${femenino ? 'a' : 'o'}${plural ? 's' : ''}.`,
    largo: `${sujeto} no ${puede} superar ${max} caracteres.`,
    control: `${sujeto} no ${puede} contener caracteres de control.`,
  };
}

/**
 * The one rule of every free text a caller sends (names, descriptions, comments, reasons): trimmed, at
 * most `max` characters, no control character nor lone surrogate (line breaks only where `lineas`);
 * required, it needs a visible character too. Every contract's free text is built here.
 */
function textoLibre(campo: CampoDeTexto, { requerido }: { requerido: boolean }) {
  const mensajes = mensajesDe(campo);
  const texto = requerido ? z.string({ error: mensajes.obligatorio }).trim().refine(tieneTextoVisible, mensajes.obligatorio) : z.string().trim();
  return texto.max(campo.max, mensajes.largo).refine((valor) => !tieneControl(valor, campo), mensajes.control);
}

/** A required free text: at least one visible character. */
export const textoVisible = (campo: CampoDeTexto) => textoLibre(campo, { requerido: true });

/** An optional free text; null, blank or invisible text is none (null). */
export const textoOpcional = (campo: CampoDeTexto) =>
  textoLibre(campo, { requerido: false }).transform((texto) => (tieneTextoVisible(texto) ? texto : null)).nullish();
