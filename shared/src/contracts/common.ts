import { z } from 'zod';

/** Every error answer of the API: `{ mensaje }` in Spanish. */
export const errorSchema = z.object({ mensaje: z.string() });
export type ErrorRespuesta = z.infer<typeof errorSchema>;

/**
 * Ids are PostgreSQL `integer` (serial) columns: anything above 2^31-1 cannot exist, and sent to the
 * database it fails as "out of range" instead of answering 400/404.
 */
export const ID_MAXIMO = 2_147_483_647;
/** A record id in a JSON body. */
export const idNumeroSchema = z.number().int().positive().max(ID_MAXIMO);
/** Where a zod issue happened, for messages that name the field: ' (campo: clienteId)'. */
export const campoDe = (issue: { path?: PropertyKey[] }) => (issue.path?.length ? ` (campo: ${issue.path.join('.')})` : '');
/**
 * A record id in a path or query string: decimal digits without a leading zero, nothing else, so one
 * record has one spelling (no '0x1e', '30e0', '+30', '30.0', ' 30', '030', '0b1'). Beyond the
 * integer range it answers the range's message, as a number in a body does.
 */
const idMalEscrito = (issue: { path?: PropertyKey[] }) => `El id debe ser un número entero positivo escrito con cifras decimales${campoDe(issue)}.`;
export const idSchema = z.string({ error: idMalEscrito }).regex(/^[1-9][0-9]*$/, { error: idMalEscrito })
  .transform(Number)
  .pipe(z.number().max(ID_MAXIMO));
export const idParamSchema = z.object({ id: idSchema });

/**
 * The years of every day, month and year a request sends, one rule for every endpoint: outside them
 * a 400 that says which, never a 5xx. From 1900, when the company's first jornada starts; to 9998,
 * since the API works on days past the ones it is sent (the day after a range, a week's Sunday, a
 * period's end, a month's saldo) and a JavaScript date has no `YYYY-MM-DD` after 9999-12-31.
 */
export const AÑOS_ADMITIDOS = { desde: 1900, hasta: 9998 } as const;
export const MENSAJE_AÑOS = `La fecha debe estar entre los años ${AÑOS_ADMITIDOS.desde} y ${AÑOS_ADMITIDOS.hasta}.`;
const añoAdmitido = (año: number) => año >= AÑOS_ADMITIDOS.desde && año <= AÑOS_ADMITIDOS.hasta;

/** What is wrong with a day given by its numbers (undefined: a real day of the admitted years); `texto` as it was sent. */
export function problemaDelDia(texto: string, año: number, mes: number, dia: number): string | undefined {
  if (!añoAdmitido(año)) return MENSAJE_AÑOS;
  const real = mes >= 1 && mes <= 12 && dia >= 1 && dia <= new Date(Date.UTC(año, mes, 0)).getUTCDate();
  return real ? undefined : `Fecha inválida: ${texto}`;
}

/**
 * A day as text: `patron` captures its year, month and day (their groups in `grupos`); the wrong
 * shape answers `mensaje`, then the day is checked by `problemaDelDia`.
 */
export function diaSchema(patron: RegExp, grupos: readonly [number, number, number], mensaje: string, texto = z.string()) {
  return texto.regex(patron, mensaje).superRefine((valor, ctx) => {
    const partes = patron.exec(valor);
    const problema = partes && problemaDelDia(valor, Number(partes[grupos[0]]), Number(partes[grupos[1]]), Number(partes[grupos[2]]));
    if (problema) ctx.addIssue({ code: 'custom', message: problema });
  });
}

/** A month `YYYY-MM` or a year `YYYY` of the admitted years: `esquema` checks the shape first. */
export const conAñoAdmitido = (esquema: z.ZodString) =>
  esquema.refine((valor) => !/^\d{4}/.test(valor) || añoAdmitido(Number(valor.slice(0, 4))), MENSAJE_AÑOS);

/** A year `YYYY` in a path or query (four digits, else `mensaje`). */
export const añoDeCuatroCifras = (mensaje: string) => conAñoAdmitido(z.string({ error: mensaje }).regex(/^\d{4}$/, mensaje));

/** A calendar day `YYYY-MM-DD`: year, month and day in groups 1, 2 and 3. */
export const PATRON_FECHA_ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Query dates travel as calendar days `YYYY-MM-DD`. */
export const fechaIsoSchema = diaSchema(PATRON_FECHA_ISO, [1, 2, 3], 'Fecha inválida (AAAA-MM-DD)');
/** `fechaCarga` travels as `dd/MM/yyyy`, as in the spec's form. */
export const fechaCargaSchema = diaSchema(/^(\d{2})\/(\d{2})\/(\d{4})$/, [3, 2, 1], 'Fecha inválida (dd/MM/yyyy)');

export const rangoQuerySchema = z.object({ fechaDesde: fechaIsoSchema, fechaHasta: fechaIsoSchema }).strict();
export type RangoQuery = z.infer<typeof rangoQuerySchema>;

export const areaSchema = z.object({ id: z.number().int(), nombre: z.string() });
export type Area = z.infer<typeof areaSchema>;
