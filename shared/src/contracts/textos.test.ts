import { describe, expect, it } from 'vitest';
import { emailLimpio, formaCanonica, nombreLimpio, tieneControl, tieneTextoVisible, textoOpcional, textoVisible } from './textos';

describe('formaCanonica: one form for names that look alike', () => {
  it.each([
    ['Banco\u00a0Andino', 'non-breaking space'],
    ['Banco  Andino', 'double space'],
    ['Banco\tAndino', 'tab'],
    [' Banco Andino ', 'spaces at the ends'],
    ['ＢＡＮＣＯ　ＡＮＤＩＮＯ', 'full-width letters and space'],
    ['BANCO ANDINO', 'upper case'],
    ['Banco \u200bAndi\u200bno', 'zero-width space'],
    ['Ban\u200dco An\u200cdino', 'zero-width joiner and non-joiner'],
    ['Ban\u00adco Andino', 'soft hyphen'],
    ['\u200fBanco Andino\u200e', 'right-to-left and left-to-right marks'],
    ['\u202eBanco Andino\u202c', 'bidi override'],
    ['Banco Andino\ufeff', 'byte order mark'],
    ['Banco Andi\u0301no', 'an extra combining accent'],
    ['Banco A\u034fndino', 'combining grapheme joiner'],
  ])('%j (%s) is "banco andino"', (nombre) => {
    expect(formaCanonica(nombre)).toBe('banco andino');
  });

  it('accents, composed, decomposed, doubled or missing, are one name', () => {
    const diseno = formaCanonica('Diseño');
    expect(['Disen\u0303o', 'DISEÑO', 'Diseño\u0303', 'Diseño\u0301', 'Diseno', 'ＤＩＳＥÑＯ'].map(formaCanonica)).toEqual(Array(6).fill(diseno));
    expect(diseno).toBe('diseno');
  });

  it('folds case beyond ASCII', () => {
    expect(formaCanonica('Straße')).toBe(formaCanonica('STRASSE'));
    expect(formaCanonica('ΟΔΟΣ')).toBe(formaCanonica('οδοσ'));
    expect(formaCanonica('ﬁnanzas')).toBe('finanzas');
  });

  it('keeps what tells names apart', () => {
    expect(formaCanonica('Banco Andino')).not.toBe(formaCanonica('Banco Andina'));
    expect(formaCanonica('Banco Andino')).not.toBe(formaCanonica('BancoAndino'));
    expect(formaCanonica('한국')).toBe('한국');
  });

  it('reads an e-mail as its letters', () => {
    expect(formaCanonica('ＡＮＡ.Garcia@Horas.Local')).toBe('ana.garcia@horas.local');
    expect(emailLimpio(' ana\u200b.garcia@ｈｏｒａｓ.local ')).toBe('ana.garcia@horas.local');
  });
});

describe('visible text and control characters', () => {
  it.each(['\u200b', '\u200f\u200e', '\u00ad', '\u2060', '\u3164', '\u2800', '\u0301', '', '   '])('%j has nothing visible', (texto) => {
    expect(tieneTextoVisible(texto)).toBe(false);
  });

  it.each(['a', '1', '¿', '€', '한', '\u200bx'])('%j has something visible', (texto) => {
    expect(tieneTextoVisible(texto)).toBe(true);
  });

  it('refuses control characters; a tab always passes, line breaks only in descriptions', () => {
    for (const control of ['\u0001', '\u0007', '\u001b', '\u007f', '\u0085']) expect(tieneControl(`a${control}b`)).toBe(true);
    expect(tieneControl('a\tb')).toBe(false);
    expect(tieneControl('a\nb')).toBe(true);
    expect(tieneControl('a\r\n\tb', { lineas: true })).toBe(false);
    expect(tieneControl('a\u000bb', { lineas: true })).toBe(true);
  });

  it('stores names trimmed with single spaces', () => {
    expect(nombreLimpio('  Banco \t Andino  ')).toBe('Banco Andino');
  });
});

describe('textoVisible and textoOpcional', () => {
  const nombre = textoVisible({ sujeto: 'El nombre del área', max: 5 });
  const mensaje = (valor: unknown) => nombre.safeParse(valor).error?.issues[0].message;

  it('answers each case with its message', () => {
    expect(mensaje(undefined)).toBe('El nombre del área es obligatorio.');
    expect(mensaje('\u200b')).toBe('El nombre del área es obligatorio.');
    expect(mensaje('123456')).toBe('El nombre del área no puede superar 5 caracteres.');
    expect(mensaje('a\u0007')).toBe('El nombre del área no puede contener caracteres de control.');
    expect(nombre.parse(' Área ')).toBe('Área');
  });

  it('words plural and feminine subjects', () => {
    expect(textoVisible({ sujeto: 'Los apellidos', max: 5, plural: true }).safeParse('').error?.issues[0].message).toBe('Los apellidos son obligatorios.');
    expect(textoVisible({ sujeto: 'La descripción', max: 5, femenino: true }).safeParse('').error?.issues[0].message).toBe('La descripción es obligatoria.');
  });

  it('makes an optional blank or invisible text none', () => {
    const direccion = textoOpcional({ sujeto: 'La dirección', max: 5 });
    expect(direccion.parse('\u200b')).toBeNull();
    expect(direccion.parse('  ')).toBeNull();
    expect(direccion.parse(undefined)).toBeUndefined();
    expect(direccion.parse(' Sur ')).toBe('Sur');
    expect(direccion.safeParse('123456').error?.issues[0].message).toBe('La dirección no puede superar 5 caracteres.');
  });
});
