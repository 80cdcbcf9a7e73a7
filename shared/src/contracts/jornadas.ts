import { z } from 'zod';
import { areaSchema, añoDeCuatroCifras, fechaIsoSchema, idSchema } from './common';
import { DECIMALES_HORAS, MAX_HORAS } from './reglasHoras';
import { MAX_CARACTERES, textoVisible } from './textos';

/**
 * Jornadas, feriados and saldos: what each person should log, and what is missing.
 * `horasPorDia` is always Monday first: [lun, mar, mié, jue, vie, sáb, dom].
 */
export const DIAS_JORNADA = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'] as const;

export const MENSAJES_JORNADA = {
  horasDelDia: `Cada día de la jornada debe tener entre 0 y ${MAX_HORAS} horas, con dos decimales como máximo.`,
  sieteDias: 'La jornada debe indicar las horas de los 7 días, de lunes a domingo (horasPorDia).',
  nombreFeriado: 'El nombre del feriado es obligatorio.',
  nombreFeriadoLargo: `El nombre del feriado no puede superar ${MAX_CARACTERES.nombre} caracteres.`,
  añoObligatorio: 'Indique el año (año), de cuatro cifras.',
  // The API's range messages, as for every other range (reports, Mis Horas).
  rangoMaximo: 'El rango de fechas no puede superar 366 días.',
  rangoInvertido: 'La fecha de inicio no puede ser posterior a la fecha de fin.',
} as const;

/** The longest range of a saldo, as Mis Horas' weekly search. */
export const MAX_DIAS_SALDO = 366;

const enCentesimos = (horas: number) => Math.abs(horas * 10 ** DECIMALES_HORAS - Math.round(horas * 10 ** DECIMALES_HORAS)) < 1e-6;
const horasDelDia = z.number({ error: MENSAJES_JORNADA.horasDelDia })
  .min(0, MENSAJES_JORNADA.horasDelDia).max(MAX_HORAS, MENSAJES_JORNADA.horasDelDia)
  .refine(enCentesimos, MENSAJES_JORNADA.horasDelDia);
export const horasPorDiaSchema = z.array(horasDelDia, { error: MENSAJES_JORNADA.sieteDias }).length(7, MENSAJES_JORNADA.sieteDias);

/** A jornada valid from `desde` until the next one's `desde` (a user's own, or the company's default). */
export const jornadaSchema = z.object({ desde: fechaIsoSchema, horasPorDia: horasPorDiaSchema });
export type Jornada = z.infer<typeof jornadaSchema>;
export const jornadasSchema = z.array(jornadaSchema);

/** PUT /usuarios/usuarios/{id}/jornadas/{desde} and PUT /horas/jornada-defecto/{desde}. */
export const jornadaBodySchema = z.object({ horasPorDia: horasPorDiaSchema }).strict();
export type JornadaBody = z.input<typeof jornadaBodySchema>;
export const jornadaUsuarioParamsSchema = z.object({ id: idSchema, desde: fechaIsoSchema });
export const jornadaDefectoParamsSchema = z.object({ desde: fechaIsoSchema });

export const feriadoSchema = z.object({ fecha: fechaIsoSchema, nombre: z.string() });
export type Feriado = z.infer<typeof feriadoSchema>;
export const feriadosSchema = z.array(feriadoSchema);
/** POST /horas/feriados. */
export const feriadoBodySchema = z.object({
  fecha: fechaIsoSchema,
  nombre: textoVisible({ sujeto: 'El nombre del feriado', max: MAX_CARACTERES.nombre, obligatorio: MENSAJES_JORNADA.nombreFeriado }),
}).strict();
export type FeriadoBody = z.input<typeof feriadoBodySchema>;
export const feriadosQuerySchema = z.object({ año: añoDeCuatroCifras(MENSAJES_JORNADA.añoObligatorio) }).strict();
export type FeriadosQuery = z.input<typeof feriadosQuerySchema>;
export const feriadoParamsSchema = z.object({ fecha: fechaIsoSchema });

/** One day of a saldo: its target, the hours logged, the holiday's name and the approved absence's type (or null). */
export const diaSaldoSchema = z.object({
  fecha: fechaIsoSchema, objetivo: z.number(), cargadas: z.number(), feriado: z.string().nullable(), ausencia: z.string().nullable(),
});
export type DiaSaldo = z.infer<typeof diaSaldoSchema>;

const totalesSaldo = {
  objetivo: z.number(),
  cargadas: z.number(),
  diferencia: z.number(),
  /** Days before today with a target above 0 and no hours, ascending. */
  diasSinHoras: z.array(fechaIsoSchema),
};

/** GET /horas/saldo. */
export const saldoQuerySchema = z.object({ usuarioId: idSchema, fechaDesde: fechaIsoSchema, fechaHasta: fechaIsoSchema }).strict();
export type SaldoQuery = z.infer<typeof saldoQuerySchema>;
export const saldoSchema = z.object({
  usuarioId: z.number().int(),
  fechaDesde: fechaIsoSchema,
  fechaHasta: fechaIsoSchema,
  ...totalesSaldo,
  dias: z.array(diaSaldoSchema),
});
export type Saldo = z.infer<typeof saldoSchema>;

/** GET /horas/saldos (administrador): one row per person, most missing first. */
export const saldosQuerySchema = z.object({ fechaDesde: fechaIsoSchema, fechaHasta: fechaIsoSchema, areaId: idSchema.optional() }).strict();
export type SaldosQuery = z.infer<typeof saldosQuerySchema>;
export const saldoUsuarioSchema = z.object({
  usuarioId: z.number().int(),
  nombre: z.string(),
  apellidos: z.string(),
  email: z.string(),
  areas: z.array(areaSchema),
  activo: z.boolean(),
  ...totalesSaldo,
});
export type SaldoUsuario = z.infer<typeof saldoUsuarioSchema>;
export const saldosSchema = z.array(saldoUsuarioSchema);

/** POST /recordatorios/ejecutar (administrador). */
export const recordatoriosBodySchema = z.object({ simular: z.boolean({ error: 'Indique si es una simulación (simular).' }) }).strict();
export type RecordatoriosBody = z.input<typeof recordatoriosBodySchema>;
export const destinatarioRecordatorioSchema = z.object({
  usuarioId: z.number().int(),
  email: z.string(),
  diasSinHoras: z.array(fechaIsoSchema),
  enviado: z.boolean(),
});
export type DestinatarioRecordatorio = z.infer<typeof destinatarioRecordatorioSchema>;
export const recordatoriosRespuestaSchema = z.object({ destinatarios: z.array(destinatarioRecordatorioSchema) });
export type RecordatoriosRespuesta = z.infer<typeof recordatoriosRespuestaSchema>;

export const MENSAJE_SMTP_NO_CONFIGURADO = 'El envío de correos no está configurado (SMTP_URL).';
/** The reminder's subject. */
export const ASUNTO_RECORDATORIO = 'Horas sin cargar';
