import { z } from 'zod';
import { areaSchema, conAñoAdmitido, fechaIsoSchema, idNumeroSchema, idSchema } from './common';
import { horaSchema } from './horas';
import { diaSaldoSchema } from './jornadas';
import { textoVisible } from './textos';

/**
 * Month closings: a user's month goes `abierto` → `enviado` (its owner) → `aprobado` / `rechazado`
 * (an approver); `enviado` → `abierto` (withdrawn), `rechazado` → `enviado`, `aprobado` → `abierto`
 * (an administrator reopens). While `enviado` or `aprobado`, nothing writes that month's hours.
 */
export const ESTADOS_CIERRE = ['abierto', 'enviado', 'aprobado', 'rechazado'] as const;
export const estadoCierreSchema = z.enum(ESTADOS_CIERRE, { error: 'El estado debe ser abierto, enviado, aprobado o rechazado.' });
export type EstadoCierre = z.infer<typeof estadoCierreSchema>;
/** How screens name each state ('Noviembre 2026 · Enviado'). */
export const ETIQUETA_ESTADO_CIERRE: Record<EstadoCierre, string> = { abierto: 'Abierto', enviado: 'Enviado', aprobado: 'Aprobado', rechazado: 'Rechazado' };

export const MAX_COMENTARIO_CIERRE = 500;

export const MENSAJES_CIERRE = {
  mes: 'El mes debe tener el formato AAAA-MM (por ejemplo 2026-11).',
  comentarioObligatorio: 'Indique el motivo del rechazo (comentario).',
  motivoObligatorio: 'Indique el motivo de la reapertura (motivo).',
  comentarioLargo: `El comentario no puede superar ${MAX_COMENTARIO_CIERRE} caracteres.`,
  version: 'Indique la versión del cierre que revisó (version).',
  versionVieja: 'Las horas del mes cambiaron: vuelva a cargar antes de aprobar.',
  /** A write on a locked day; `mes` as MM/YYYY. */
  mesEnviado: (mes: string) => `El mes ${mes} está enviado para aprobación: retire el envío para modificar sus horas.`,
  mesAprobado: (mes: string) => `El mes ${mes} está aprobado: sus horas ya no se pueden modificar.`,
  /** A holiday or the default jornada on a day of a month someone has approved (MM/YYYY). */
  objetivoAprobado: (mes: string) =>
    `El mes ${mes} tiene horas aprobadas: su objetivo ya no puede cambiar, ni por un feriado ni por la jornada por defecto (un administrador puede reabrir esos meses).`,
  /** A user's jornada on a day of a month of theirs that is approved (MM/YYYY). */
  objetivoAprobadoDeUsuario: (mes: string) =>
    `El mes ${mes} de este usuario está aprobado: su jornada en ese mes ya no puede cambiar (un administrador puede reabrirlo).`,
  /** Why a locked day cannot be edited, on hover and focus in the weekly views. */
  diaEnviado: 'Mes enviado para aprobación',
  diaAprobado: 'Mes aprobado',
} as const;

/** A month as `YYYY-MM`, of the years of every date of the API (`AÑOS_ADMITIDOS`). */
export const mesSchema = conAñoAdmitido(z.string({ error: MENSAJES_CIERRE.mes }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, MENSAJES_CIERRE.mes));
/** 'YYYY-MM' → 'MM/YYYY', as the lock's messages say it. */
export const mesParaMensaje = (mes: string): string => `${mes.slice(5, 7)}/${mes.slice(0, 4)}`;
/** The month (`YYYY-MM`) of a day (`YYYY-MM-DD`). */
export const mesDeFecha = (fecha: string): string => fecha.slice(0, 7);

/** A rejection's comment or a reopening's reason: several lines, as the dialogue's text area writes them. */
const comentario = (obligatorio: string) => textoVisible({ sujeto: 'El comentario', max: MAX_COMENTARIO_CIERRE, obligatorio, lineas: true });

export const actorCierreSchema = z.object({ id: z.number().int(), nombre: z.string(), apellidos: z.string() });
/** One transition: the state it led to, who, when (ISO 8601 UTC) and its comment (a reopening's reason). */
export const transicionCierreSchema = z.object({
  estado: estadoCierreSchema,
  actor: actorCierreSchema,
  en: z.string(),
  comentario: z.string().nullable(),
});
export type TransicionCierre = z.infer<typeof transicionCierreSchema>;

const datosCierre = {
  usuarioId: z.number().int(),
  mes: mesSchema,
  estado: estadoCierreSchema,
  cargadas: z.number(),
  objetivo: z.number(),
  diferencia: z.number(),
  diasSinHoras: z.array(fechaIsoSchema),
  /** 0 before any transition, one more at each. */
  version: z.number().int(),
  /** The last transition's comment. */
  comentario: z.string().nullable(),
};

/** GET /horas/cierres/me?mes. */
export const cierreSchema = z.object({ ...datosCierre, historial: z.array(transicionCierreSchema) });
export type Cierre = z.infer<typeof cierreSchema>;
/** GET /horas/cierres/{usuarioId}/{mes}: what an approver reviews. */
export const cierreDetalleSchema = cierreSchema.extend({ dias: z.array(diaSaldoSchema), horas: z.array(horaSchema) });
export type CierreDetalle = z.infer<typeof cierreDetalleSchema>;
/** One row of GET /horas/cierres. */
export const cierreFilaSchema = z.object({ ...datosCierre, nombre: z.string(), apellidos: z.string(), areas: z.array(areaSchema) });
export type CierreFila = z.infer<typeof cierreFilaSchema>;
export const cierresSchema = z.array(cierreFilaSchema);

export const cierreMeQuerySchema = z.object({ mes: mesSchema }).strict();
export const cierresQuerySchema = z.object({ mes: mesSchema, areaId: idSchema.optional(), estado: estadoCierreSchema.optional() }).strict();
export type CierresQuery = z.input<typeof cierresQuerySchema>;
export const cierreParamsSchema = z.object({ usuarioId: idSchema, mes: mesSchema });

/** `enviar` and `retirar` take no data: no body (null to the server), or `{}`. */
export const sinDatosCierreBodySchema = z.object({}).strict().nullish();
const version = z.number({ error: MENSAJES_CIERRE.version }).int(MENSAJES_CIERRE.version).min(0, MENSAJES_CIERRE.version);
export const aprobarCierreBodySchema = z.object({ version }).strict();
export const rechazarCierreBodySchema = z.object({ comentario: comentario(MENSAJES_CIERRE.comentarioObligatorio) }).strict();
export const reabrirCierreBodySchema = z.object({ motivo: comentario(MENSAJES_CIERRE.motivoObligatorio) }).strict();
/** The most users one bulk approval names. */
export const MAXIMO_APROBACIONES = 5000;
/** POST /horas/cierres/aprobar: each user checked as if approved alone. */
export const aprobarCierresBodySchema = z.object({
  mes: mesSchema,
  usuarios: z.array(z.object({ usuarioId: idNumeroSchema, version }).strict()).min(1).max(MAXIMO_APROBACIONES),
}).strict();
export type AprobarCierresBody = z.input<typeof aprobarCierresBodySchema>;
export const resultadoAprobacionSchema = z.union([
  z.object({ usuarioId: z.number().int(), estado: estadoCierreSchema }),
  z.object({ usuarioId: z.number().int(), mensaje: z.string() }),
]);
export type ResultadoAprobacion = z.infer<typeof resultadoAprobacionSchema>;
export const resultadosAprobacionSchema = z.array(resultadoAprobacionSchema);
