import { z } from 'zod';
import { idNumeroSchema } from './common';
import { horaSchema } from './horas';
import { MAX_DESCRIPCION } from './reglasHoras';
import { textoOpcional } from './textos';

/**
 * The timer ('Cronómetro'): at most one running per person, on the server, so it survives a closed
 * tab and follows the person to another device. Stopping it writes hour entries by the hours' rules.
 */
/**
 * CRONOMETRO_MAXIMO_HORAS unset: a timer that ran longer is stopped only with the hours worked given.
 * The screens warn past it (an instance set otherwise still answers its own limit's message).
 */
export const CRONOMETRO_MAXIMO_HORAS_DEFECTO = 12;

export const MENSAJES_CRONOMETRO = {
  enMarcha: 'Ya tiene un cronómetro en marcha.',
  sinCronometro: 'No tiene un cronómetro en marcha.',
  demasiadoLargo: (maximo: number) => `El cronómetro estuvo en marcha más de ${maximo} horas: indique las horas trabajadas (horas).`,
} as const;

/** What the timer is for, as far as it is known while it runs: an hour entry's references and description. */
const paraQue = {
  clienteId: idNumeroSchema.nullish(),
  servicioId: idNumeroSchema.nullish(),
  tareaId: idNumeroSchema.nullish(),
  // The hour rule book's limits and messages ('La descripción no puede superar 1000 caracteres.'); blank is none.
  descripcion: textoOpcional({ sujeto: 'La descripción', max: MAX_DESCRIPCION, femenino: true, lineas: true }),
};

/** POST and PUT /horas/cronometro: a PUT replaces what the timer is for (a field left out is none). */
export const cronometroBodySchema = z.object(paraQue).strict();
export type CronometroBody = z.input<typeof cronometroBodySchema>;

/**
 * POST /horas/cronometro/detener: each field sent replaces the stored one; `horas` replaces the time
 * elapsed (a forgotten timer), all on the day the timer started.
 */
export const detenerCronometroBodySchema = z.object({ ...paraQue, horas: z.number().optional() }).strict();
export type DetenerCronometroBody = z.input<typeof detenerCronometroBodySchema>;

export const cronometroSchema = z.object({
  /** ISO 8601 in the API's APP_TZ, with its offset ('2026-03-18T09:30:00.000-03:00'). */
  inicio: z.iso.datetime({ offset: true }),
  clienteId: z.number().int().nullable(),
  servicioId: z.number().int().nullable(),
  tareaId: z.number().int().nullable(),
  descripcion: z.string().nullable(),
});
export type Cronometro = z.infer<typeof cronometroSchema>;

/** GET /horas/cronometro: the caller's own, or null. */
export const cronometroActualSchema = z.object({ cronometro: cronometroSchema.nullable() });
/** POST and PUT /horas/cronometro. */
export const cronometroRespuestaSchema = z.object({ cronometro: cronometroSchema });
/** POST /horas/cronometro/detener: the entries written, by day. */
export const horasDelCronometroSchema = z.object({ horas: z.array(horaSchema) });
