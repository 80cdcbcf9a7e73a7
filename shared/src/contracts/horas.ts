import { z } from 'zod';
import { areaSchema, añoDeCuatroCifras, fechaCargaSchema, fechaIsoSchema, idNumeroSchema, idSchema } from './common';
import { MAX_DESCRIPCION, MENSAJES_HORAS } from './reglasHoras';
import { MAX_CARACTERES } from './textos';

/** An hour entry as every listing returns it (week view, mis-horas, reports). */
export const horaSchema = z.object({
  id: z.number().int(),
  clienteId: z.number().int().nullable(),
  servicioId: z.number().int().nullable(),
  tareaId: z.number().int(),
  horas: z.number(),
  descripcion: z.string(),
  usuarioId: z.number().int(),
  fechaCarga: fechaCargaSchema,
  senorityhora: z.string(),
  cliente: z.object({ id: z.number().int(), nombre: z.string() }).nullable(),
  usuario: z.object({ id: z.number().int(), nombre: z.string(), apellidos: z.string(), areas: z.array(areaSchema) }),
  servicio: z.object({ nombre: z.string() }).nullable(),
  tarea: z.object({ nombre: z.string() }),
});
export type Hora = z.infer<typeof horaSchema>;

/**
 * Submission payload (spec §3): `horasTrabajadas` instead of `horas`. `usuarioId` and
 * `senorityhora` are accepted for compatibility but the server takes both from the token.
 */
export const horaBodySchema = z.object({
  id: z.number().int().optional(),
  clienteId: idNumeroSchema.nullish(),
  servicioId: idNumeroSchema.nullish(),
  tareaId: idNumeroSchema.nullish(),
  horasTrabajadas: z.number(),
  // Its other rules (visible text, control characters) are the rule book's errorDescripcion.
  descripcion: z.string().trim().max(MAX_DESCRIPCION, MENSAJES_HORAS.descripcionLarga),
  usuarioId: z.number().int().optional(),
  senorityhora: z.string().max(MAX_CARACTERES.perfil).optional(),
  fechaCarga: fechaCargaSchema,
  cardId: z.string().max(MAX_CARACTERES.referencia).optional(),
}).strict();
export type HoraBody = z.input<typeof horaBodySchema>;

export const horasHabilitadasSchema = z.object({ habilitada: z.boolean() }).strict();
export type HorasHabilitadas = z.infer<typeof horasHabilitadasSchema>;

/** GET /horas/horasusuario/{userId}: the optional range loads one week only. */
export const horasUsuarioQuerySchema = z.object({
  horasHabilitadas: z.enum(['true', 'false']).optional(),
  fechaDesde: fechaIsoSchema.optional(),
  fechaHasta: fechaIsoSchema.optional(),
}).strict();
export type HorasUsuarioQuery = z.infer<typeof horasUsuarioQuerySchema>;
export const horasUsuarioRespuestaSchema = z.object({ horasUsuario: z.array(horaSchema) });

/**
 * GET /horas/mis-horas/por-cliente. `mes` + `año` (both or neither) is the spec's month mode;
 * `fecha` and `fechaInicio`/`fechaFin` are our choice for 'Fecha específica' and 'Rango de fechas'.
 */
const MENSAJE_MES = 'El mes debe ser un número entre 1 y 12.';
const MENSAJE_AÑO = 'El año debe ser un número de cuatro cifras.';
/** A number typed in the query as the pattern says (no '0x3', '3e0', '+3' or '3.0'). */
const numeroEscrito = (patron: RegExp, mensaje: string) => z.string({ error: mensaje }).regex(patron, mensaje).transform(Number);

export const misHorasPorClienteQuerySchema = z.object({
  clienteId: idSchema,
  // What 'Por mes y año' shows the user as 'Error: ...' when the typed month or year is off.
  // The month as its two-character input sends it ('3' or '03'); the year of four digits, one of `AÑOS_ADMITIDOS`.
  mes: numeroEscrito(/^(0?[1-9]|1[0-2])$/, MENSAJE_MES).optional(),
  año: añoDeCuatroCifras(MENSAJE_AÑO).transform(Number).optional(),
  fecha: fechaIsoSchema.optional(),
  fechaInicio: fechaIsoSchema.optional(),
  fechaFin: fechaIsoSchema.optional(),
}).strict();
export type MisHorasPorClienteQuery = z.infer<typeof misHorasPorClienteQuerySchema>;

export const misHorasPorFechaQuerySchema = z.object({
  fecha: fechaIsoSchema,
  clienteId: idSchema.optional(),
}).strict();
export type MisHorasPorFechaQuery = z.infer<typeof misHorasPorFechaQuerySchema>;

export const misHorasPorSemanaQuerySchema = z.object({
  fechaInicio: fechaIsoSchema,
  fechaFin: fechaIsoSchema,
  clienteId: idSchema.optional(),
}).strict();
export type MisHorasPorSemanaQuery = z.infer<typeof misHorasPorSemanaQuerySchema>;

export const filtrosActivosSchema = z.object({
  clienteId: z.number().int().nullable(),
  fecha: fechaIsoSchema.nullable(),
  fechaInicio: fechaIsoSchema.nullable(),
  fechaFin: fechaIsoSchema.nullable(),
  mes: z.number().int().nullable(),
  año: z.number().int().nullable(),
  /** Distinct days that have at least one entry in the result ('Días con Registro'). */
  totalDias: z.number().int(),
});
export type FiltrosActivos = z.infer<typeof filtrosActivosSchema>;

export const misHorasRespuestaSchema = z.object({
  horas: z.array(horaSchema),
  totalHoras: z.number(),
  clienteId: z.number().int().nullable(),
  /** Human-readable period, e.g. 'Todas las fechas', '03/2026', '01/03/2026 - 07/03/2026'. */
  periodo: z.string(),
  filtrosActivos: filtrosActivosSchema,
});
export type MisHorasRespuesta = z.infer<typeof misHorasRespuestaSchema>;
