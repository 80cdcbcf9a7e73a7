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
/** A record id in a path or query string. */
export const idSchema = z.coerce.number().int().positive().max(ID_MAXIMO);
export const idParamSchema = z.object({ id: idSchema });

/** Query dates travel as calendar days `YYYY-MM-DD`. */
export const fechaIsoSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Fecha inválida (AAAA-MM-DD)');
/** `fechaCarga` travels as `dd/MM/yyyy`, as in the spec's form. */
export const fechaCargaSchema = z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/, 'Fecha inválida (dd/MM/yyyy)');

export const rangoQuerySchema = z.object({ fechaDesde: fechaIsoSchema, fechaHasta: fechaIsoSchema }).strict();
export type RangoQuery = z.infer<typeof rangoQuerySchema>;

export const areaSchema = z.object({ id: z.number().int(), nombre: z.string() });
export type Area = z.infer<typeof areaSchema>;
