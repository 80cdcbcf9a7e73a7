import { z } from 'zod';
import { fechaCargaSchema } from './common';

const referencia = z.object({ id: z.number().int(), nombre: z.string() });

/**
 * A client · service · task combination the caller logged hours on lately ('Recientes' of the hour
 * form): the latest entry's description and day (`dd/MM/yyyy`, as `fechaCarga` of the listings).
 * Without a client it is a default task (no service either).
 */
export const recienteSchema = z.object({
  cliente: referencia.nullable(),
  servicio: referencia.nullable(),
  tarea: referencia,
  descripcion: z.string(),
  ultimaFecha: fechaCargaSchema,
});
export type Reciente = z.infer<typeof recienteSchema>;

/** GET /horas/recientes: newest first. */
export const recientesSchema = z.array(recienteSchema);

/** How many combinations GET /horas/recientes answers at most, and over how many days up to today. */
export const RECIENTES = { maximo: 10, dias: 60 } as const;
