import { z } from 'zod';
import { fechaIsoSchema, idNumeroSchema } from './common';
import { MAX_DESCRIPCION } from './reglasHoras';
import { textoOpcional } from './textos';

/**
 * 'Tabla': the rows a person added to a week's grid ('Agregar fila', 'Copiar semana anterior',
 * 'Recientes'), kept on the server so they follow the person to any browser. A row holds no hours:
 * its client · service · task (or a default task) and the description its new entries take.
 */
export const MAX_FILAS_TABLA = 100;

export const MENSAJES_TABLA = {
  lunes: 'La semana debe indicarse por su lunes (AAAA-MM-DD).',
  demasiadas: `La tabla admite como máximo ${MAX_FILAS_TABLA} filas por semana.`,
  repetida: 'La tabla no puede tener dos filas con el mismo cliente, servicio y tarea.',
} as const;

/** Whether a valid day `YYYY-MM-DD` is a Monday (a day that is not valid is left to its own rule). */
const esLunes = (dia: string) => {
  const fecha = new Date(`${dia}T00:00:00Z`);
  return Number.isNaN(fecha.getTime()) || fecha.getUTCDay() === 1;
};

/** `{lunes}` of GET and PUT /horas/tabla/{lunes}: the week's Monday. */
export const lunesTablaParamSchema = z.object({ lunes: fechaIsoSchema.refine(esLunes, MENSAJES_TABLA.lunes) }).strict();

const referencias = {
  clienteId: idNumeroSchema.nullable(),
  servicioId: idNumeroSchema.nullable(),
  tareaId: idNumeroSchema,
};

/** A row as PUT sends it: the hour rule book's limits for its description; blank is none. */
export const filaTablaBodySchema = z.object({
  ...referencias,
  descripcion: textoOpcional({ sujeto: 'La descripción', max: MAX_DESCRIPCION, femenino: true, lineas: true }),
}).strict();

/** PUT /horas/tabla/{lunes}: the week's whole list, in the grid's order; it replaces the stored one. */
export const filasTablaBodySchema = z.object({
  filas: z.array(filaTablaBodySchema).max(MAX_FILAS_TABLA, MENSAJES_TABLA.demasiadas),
}).strict();
export type FilasTablaBody = z.input<typeof filasTablaBodySchema>;

/** A stored row with the names the grid shows. */
export const filaTablaSchema = z.object({
  clienteId: z.number().int().nullable(),
  servicioId: z.number().int().nullable(),
  tareaId: z.number().int(),
  cliente: z.string().nullable(),
  servicio: z.string().nullable(),
  tarea: z.string(),
  descripcion: z.string(),
});
export type FilaTabla = z.infer<typeof filaTablaSchema>;

/** GET and PUT /horas/tabla/{lunes}: the week's rows, in order. */
export const filasTablaSchema = z.object({ filas: z.array(filaTablaSchema) });
export type FilasTabla = z.infer<typeof filasTablaSchema>;
