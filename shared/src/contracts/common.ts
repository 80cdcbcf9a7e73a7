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

/** Query dates travel as calendar days `YYYY-MM-DD`. */
export const fechaIsoSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Fecha inválida (AAAA-MM-DD)');
/** `fechaCarga` travels as `dd/MM/yyyy`, as in the spec's form. */
export const fechaCargaSchema = z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/, 'Fecha inválida (dd/MM/yyyy)');

export const rangoQuerySchema = z.object({ fechaDesde: fechaIsoSchema, fechaHasta: fechaIsoSchema }).strict();
export type RangoQuery = z.infer<typeof rangoQuerySchema>;

export const areaSchema = z.object({ id: z.number().int(), nombre: z.string() });
export type Area = z.infer<typeof areaSchema>;
