import { z } from 'zod';
import { fechaIsoSchema, idSchema } from './common';

/**
 * The history of changes: one record per change, written in the change's own transaction, never
 * rewritten. `cambios` holds only what changed, `{campo: [antes, después]}` (a creation
 * `[null, valor]` per field, a deletion `[valor, null]`), names as they were at the time.
 */
export const ENTIDADES_HISTORIAL = [
  'hora', 'usuario', 'area', 'servicio', 'tarea', 'cliente', 'configuracion', 'jornada', 'feriado', 'cierre', 'sesion', 'ausencia',
] as const;
export const entidadHistorialSchema = z.enum(ENTIDADES_HISTORIAL, { error: `La entidad debe ser una de: ${ENTIDADES_HISTORIAL.join(', ')}.` });
export type EntidadHistorial = z.infer<typeof entidadHistorialSchema>;

/** The actions a record names; the list grows with the product (a closing's transitions, a lock-out). */
export const ACCIONES_HISTORIAL = [
  'crear', 'modificar', 'eliminar', 'activar', 'desactivar', 'restablecer-contrasena', 'cambiar-contrasena',
  'enviar', 'retirar', 'aprobar', 'rechazar', 'reabrir', 'iniciar-sesion', 'bloquear-cuenta',
  'invitar', 'activar-cuenta', 'solicitar-restablecimiento', 'recuperar-contrasena', 'vincular-sso', 'desvincular-sso',
  'solicitar-ausencia', 'aprobar-ausencia', 'rechazar-ausencia', 'cancelar-ausencia',
] as const;
export type AccionHistorial = (typeof ACCIONES_HISTORIAL)[number];

/** A field's value before and after; `null` where it did not exist. */
export const cambioSchema = z.tuple([z.unknown(), z.unknown()]);
export const cambiosSchema = z.record(z.string(), cambioSchema);
export type Cambios = z.infer<typeof cambiosSchema>;

export const actorHistorialSchema = z.object({ id: z.number().int(), nombre: z.string(), apellidos: z.string() });

export const registroHistorialSchema = z.object({
  id: z.string(),
  /** ISO 8601, UTC. */
  en: z.string(),
  /** null: the command line or the system. */
  actor: actorHistorialSchema.nullable(),
  /** The client's address, or null. */
  origen: z.string().nullable(),
  entidad: entidadHistorialSchema,
  /** The decimal id; 'YYYY-MM-DD' for a holiday; '{usuarioId}/{desde}' for a jornada; '{usuarioId}/{YYYY-MM}' for a closing; null for the configuration and sign-ins. */
  entidadId: z.string().nullable(),
  accion: z.string(),
  cambios: cambiosSchema,
});
export type RegistroHistorial = z.infer<typeof registroHistorialSchema>;

export const LIMITE_HISTORIAL = { porDefecto: 50, maximo: 200 } as const;
export const MENSAJES_HISTORIAL = {
  limite: `El límite debe ser un número entre 1 y ${LIMITE_HISTORIAL.maximo}.`,
  cursor: 'El cursor no es válido: use el valor `siguiente` de la página anterior.',
  soloSusHoras: 'Solo puede consultar el historial de sus propias horas.',
} as const;

/** GET /historial and /historial.xlsx. */
export const historialQuerySchema = z.object({
  entidad: entidadHistorialSchema.optional(),
  entidadId: z.string().max(40).optional(),
  actorId: idSchema.optional(),
  /** Records about this user's hours or this user's account. */
  usuarioId: idSchema.optional(),
  fechaDesde: fechaIsoSchema.optional(),
  fechaHasta: fechaIsoSchema.optional(),
  limite: z.string({ error: MENSAJES_HISTORIAL.limite }).regex(/^[1-9][0-9]{0,2}$/, MENSAJES_HISTORIAL.limite)
    .transform(Number).pipe(z.number().max(LIMITE_HISTORIAL.maximo, MENSAJES_HISTORIAL.limite)).optional(),
  /** Opaque: the previous page's `siguiente`. */
  cursor: z.string().max(200, MENSAJES_HISTORIAL.cursor).optional(),
}).strict();
export type HistorialQuery = z.infer<typeof historialQuerySchema>;
export type HistorialQueryEntrada = z.input<typeof historialQuerySchema>;

export const paginaHistorialSchema = z.object({ items: z.array(registroHistorialSchema), siguiente: z.string().nullable() });
export type PaginaHistorial = z.infer<typeof paginaHistorialSchema>;

/** historial.xlsx: its file, sheet and columns. */
export const LIBRO_HISTORIAL = {
  nombreArchivo: 'historial.xlsx',
  hoja: 'Historial',
  columnas: ['Fecha y hora', 'Usuario', 'Acción', 'Entidad', 'Detalle'],
} as const;
