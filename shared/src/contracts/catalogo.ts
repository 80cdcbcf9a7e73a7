import { z } from 'zod';
import { areaSchema } from './common';

export const servicioSchema = z.object({ id: z.number().int(), nombre: z.string(), areaId: z.number().int() });
export type Servicio = z.infer<typeof servicioSchema>;

/** A task of a service, or a default task (`servicioId: null`) usable without a client. */
export const tareaSchema = z.object({ id: z.number().int(), nombre: z.string(), servicioId: z.number().int().nullable() });
export type Tarea = z.infer<typeof tareaSchema>;

/** One of a client's areas with the services of that area. */
export const areaConServiciosSchema = areaSchema.extend({ servicios: z.array(servicioSchema) });
export type AreaConServicios = z.infer<typeof areaConServiciosSchema>;
