import { z } from 'zod';
import { neutralizarFormula } from './celdas';
import { areaSchema, añoDeCuatroCifras, fechaIsoSchema, idNumeroSchema, idSchema } from './common';
import { nombreCompleto } from './usuarios';
import { MAX_CARACTERES, textoOpcional, textoVisible } from './textos';

/**
 * Absences (vacations, sick days, leave): requested by a person, approved by whoever approves their
 * months, and counted in every target (an approved full day's target is 0, a half day's half).
 */
export const ESTADOS_AUSENCIA = ['pendiente', 'aprobada', 'rechazada', 'cancelada'] as const;
export const estadoAusenciaSchema = z.enum(ESTADOS_AUSENCIA, { error: 'El estado debe ser pendiente, aprobada, rechazada o cancelada.' });
export type EstadoAusencia = z.infer<typeof estadoAusenciaSchema>;
export const ETIQUETA_ESTADO_AUSENCIA: Record<EstadoAusencia, string> = { pendiente: 'Pendiente', aprobada: 'Aprobada', rechazada: 'Rechazada', cancelada: 'Cancelada' };

/** The mails' subjects (with SMTP_URL): a request to its approvers, a decision to its owner. */
export const ASUNTOS_AUSENCIA = { solicitud: 'Nueva solicitud de ausencia', aprobada: 'Ausencia aprobada', rechazada: 'Ausencia rechazada' } as const;

/** The longest absence, and how far ahead one may be requested, in days. */
export const MAX_DIAS_AUSENCIA = 366;
/** The longest range of the team calendar. */
export const MAX_DIAS_CALENDARIO = 93;
export const MAX_MOTIVO_AUSENCIA = 500;
/** The company's vacation days per year until an administrator sets them. */
export const DIAS_VACACIONES_POR_DEFECTO = 14;

export const MENSAJES_AUSENCIA = {
  tipoDuplicado: 'Ya existe un tipo de ausencia con ese nombre.',
  tipoNoEncontrado: (id: number) => `Tipo de ausencia con ID ${id} no encontrado`,
  tipoDesconocido: 'El tipo de ausencia no existe.',
  tipoInactivo: (nombre: string) => `El tipo de ausencia «${nombre}» no está activo.`,
  medioDiaUnDia: 'Medio día solo para una ausencia de un día.',
  medioDiaNoPermitido: (nombre: string) => `El tipo de ausencia «${nombre}» no permite medio día.`,
  sinDiasLaborables: 'Las fechas elegidas no incluyen días laborables.',
  muyAdelante: `Una ausencia se solicita como máximo ${MAX_DIAS_AUSENCIA} días por adelantado.`,
  solapada: 'Ya tiene una ausencia en esas fechas.',
  sinSaldo: (n: number, año: number) => `Le quedan ${n} días de vacaciones disponibles en ${año}.`,
  yaEsta: (estado: EstadoAusencia) => `La ausencia ya está ${estado}.`,
  noEncontrada: (id: number) => `Ausencia con ID ${id} no encontrada`,
  verAjenas: 'No tiene permisos para ver las ausencias de ese usuario.',
  paraOtro: 'Solo un administrador puede registrar ausencias de otros usuarios.',
  noAprobador: 'Solo un administrador o un responsable de un área del usuario puede aprobar o rechazar su ausencia.',
  noCancela: 'Solo la persona de la ausencia o un administrador puede cancelarla.',
  yaComenzo: 'La ausencia ya comenzó: solo un administrador puede cancelarla.',
  motivoObligatorio: 'Indique el motivo del rechazo (motivo).',
  diasAsignados: 'Los días deben estar entre 0 y 365, en días enteros o medios días.',
  año: 'Indique el año (año), de cuatro cifras.',
  nombreTipo: 'El nombre del tipo de ausencia es obligatorio.',
} as const;

const persona = z.object({ id: z.number().int(), nombre: z.string(), apellidos: z.string() });
const tipoCorto = z.object({ id: z.number().int(), nombre: z.string() });
const booleano = (campo: string) => z.boolean({ error: `Indique ${campo} (sí o no).` });

export const tipoAusenciaSchema = z.object({
  id: z.number().int(), nombre: z.string(), requiereAprobacion: z.boolean(), descuentaSaldo: z.boolean(), permiteMedioDia: z.boolean(), activo: z.boolean(),
});
export type TipoAusencia = z.infer<typeof tipoAusenciaSchema>;
export const tiposAusenciaSchema = z.array(tipoAusenciaSchema);

const nombreTipo = textoVisible({ sujeto: 'El nombre del tipo de ausencia', max: MAX_CARACTERES.nombre, obligatorio: MENSAJES_AUSENCIA.nombreTipo });
/** POST /ausencias/tipos. */
export const crearTipoAusenciaBodySchema = z.object({
  nombre: nombreTipo,
  requiereAprobacion: booleano('si requiere aprobación (requiereAprobacion)'),
  descuentaSaldo: booleano('si descuenta del saldo de vacaciones (descuentaSaldo)'),
  permiteMedioDia: booleano('si permite medio día (permiteMedioDia)'),
}).strict();
export type CrearTipoAusenciaBody = z.input<typeof crearTipoAusenciaBodySchema>;
/** PUT /ausencias/tipos/{id}: any of the fields, and `activo`. */
export const actualizarTipoAusenciaBodySchema = crearTipoAusenciaBodySchema.partial().extend({ activo: booleano('si está activo (activo)').optional() }).strict();
export type ActualizarTipoAusenciaBody = z.input<typeof actualizarTipoAusenciaBodySchema>;

export const ausenciaSchema = z.object({
  id: z.number().int(),
  usuario: persona,
  tipo: tipoCorto.nullable(),
  desde: fechaIsoSchema,
  hasta: fechaIsoSchema,
  medioDia: z.boolean(),
  /** The working days it covers (a target above 0 from the jornada and holidays); 0.5 for a half day. */
  dias: z.number(),
  estado: estadoAusenciaSchema,
  comentario: z.string().nullable(),
  motivo: z.string().nullable(),
  decididaPor: persona.nullable(),
  decididaEn: z.string().nullable(),
  creadaEn: z.string(),
});
export type Ausencia = z.infer<typeof ausenciaSchema>;
export const ausenciasSchema = z.object({ ausencias: z.array(ausenciaSchema) });

/** POST /ausencias. */
export const solicitarAusenciaBodySchema = z.object({
  tipoId: idNumeroSchema,
  desde: fechaIsoSchema,
  hasta: fechaIsoSchema,
  medioDia: z.boolean().optional(),
  comentario: textoOpcional({ sujeto: 'El comentario', max: MAX_MOTIVO_AUSENCIA, lineas: true }),
  usuarioId: idNumeroSchema.optional(),
}).strict();
export type SolicitarAusenciaBody = z.input<typeof solicitarAusenciaBodySchema>;

export const rechazarAusenciaBodySchema = z.object({
  motivo: textoVisible({ sujeto: 'El motivo', max: MAX_MOTIVO_AUSENCIA, obligatorio: MENSAJES_AUSENCIA.motivoObligatorio, lineas: true }),
}).strict();
/** `aprobar` and `cancelar` take no data. */
export const sinDatosAusenciaBodySchema = z.object({}).strict().nullish();

const rangoAusencias = { desde: fechaIsoSchema, hasta: fechaIsoSchema, areaId: idSchema.optional() };
/** GET /ausencias. */
export const ausenciasQuerySchema = z.object({ ...rangoAusencias, usuarioId: idSchema.optional(), estado: estadoAusenciaSchema.optional() }).strict();
export type AusenciasQuery = z.infer<typeof ausenciasQuerySchema>;
/** GET /ausencias/calendario and /ausencias/exportar. */
export const calendarioQuerySchema = z.object(rangoAusencias).strict();
export type CalendarioQuery = z.infer<typeof calendarioQuerySchema>;

export const añoSchema = añoDeCuatroCifras(MENSAJES_AUSENCIA.año);
export const saldoAusenciasQuerySchema = z.object({ usuarioId: idSchema, año: añoSchema }).strict();
export const saldoAusenciasSchema = z.object({
  usuarioId: z.number().int(), año: z.number().int(), asignados: z.number(), usados: z.number(), pendientes: z.number(), disponibles: z.number(),
});
export type SaldoAusencias = z.infer<typeof saldoAusenciasSchema>;

/** Whole or half days, 0 to 365. */
const diasAsignados = z.number({ error: MENSAJES_AUSENCIA.diasAsignados }).min(0, MENSAJES_AUSENCIA.diasAsignados).max(365, MENSAJES_AUSENCIA.diasAsignados)
  .refine((dias) => Number.isInteger(dias * 2), MENSAJES_AUSENCIA.diasAsignados);
export const asignacionParamsSchema = z.object({ usuarioId: idSchema, año: añoSchema });
export const asignacionBodySchema = z.object({ dias: diasAsignados }).strict();
export const configuracionAusenciasSchema = z.object({ diasVacacionesPorAño: z.number() });
export const configuracionAusenciasBodySchema = z.object({ diasVacacionesPorAño: diasAsignados }).strict();
export type ConfiguracionAusencias = z.infer<typeof configuracionAusenciasSchema>;

/** One person of the team calendar: their pending and approved absences; `tipo` null where the caller may not see it. */
export const personaCalendarioSchema = z.object({
  usuario: persona,
  areas: z.array(areaSchema),
  ausencias: z.array(z.object({
    id: z.number().int(), desde: fechaIsoSchema, hasta: fechaIsoSchema, medioDia: z.boolean(), estado: estadoAusenciaSchema, tipo: tipoCorto.nullable(),
  })),
});
export const calendarioAusenciasSchema = z.object({ personas: z.array(personaCalendarioSchema) });
export type CalendarioAusencias = z.infer<typeof calendarioAusenciasSchema>;

/** ausencias.xlsx: its file, sheet and columns. */
export const LIBRO_AUSENCIAS = {
  nombreArchivo: 'ausencias.xlsx',
  hoja: 'Ausencias',
  columnas: ['Usuario', 'Áreas', 'Tipo', 'Desde', 'Hasta', 'Días', 'Estado', 'Decidida por', 'Motivo'],
} as const;

const ddMMyyyy = (fecha: string) => `${fecha.slice(8, 10)}/${fecha.slice(5, 7)}/${fecha.slice(0, 4)}`;

/** One row of ausencias.xlsx, in the order of `LIBRO_AUSENCIAS.columnas`: days a number, every text neutralised against formulas. */
export const celdasAusencia = (a: Ausencia, areas: string[]): (string | number)[] => [
  nombreCompleto(a.usuario), areas.join(', '), a.tipo?.nombre ?? 'Ausente', ddMMyyyy(a.desde), ddMMyyyy(a.hasta), a.dias,
  ETIQUETA_ESTADO_AUSENCIA[a.estado], a.decididaPor ? nombreCompleto(a.decididaPor) : '', a.motivo ?? '',
].map(neutralizarFormula);
