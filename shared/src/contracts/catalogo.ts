import { z } from 'zod';
import { areaSchema, ID_MAXIMO } from './common';
import { MAX_CARACTERES, textoVisible } from './textos';

/**
 * `activo: false`: kept for history, reports and the administration, but no longer offered or
 * accepted for new hour entries.
 */
export const servicioSchema = z.object({ id: z.number().int(), nombre: z.string(), areaId: z.number().int(), activo: z.boolean() });
export type Servicio = z.infer<typeof servicioSchema>;

/** A task of a service, or a default task (`servicioId: null`) usable without a client. */
export const tareaSchema = z.object({ id: z.number().int(), nombre: z.string(), servicioId: z.number().int().nullable(), activo: z.boolean() });
export type Tarea = z.infer<typeof tareaSchema>;

/** An area of the catalogue (GET /horas/areas and its writes); nested areas are `{id, nombre}`. */
export const areaCatalogoSchema = areaSchema.extend({ activo: z.boolean() });
export type AreaCatalogo = z.infer<typeof areaCatalogoSchema>;

/** One of a client's areas with the services of that area. */
export const areaConServiciosSchema = areaCatalogoSchema.extend({ servicios: z.array(servicioSchema) });
export type AreaConServicios = z.infer<typeof areaConServiciosSchema>;

const nombre = (de: string) => textoVisible({ sujeto: `El nombre ${de}`, max: MAX_CARACTERES.nombre });
const id = (mensaje: string) => z.number({ error: mensaje }).int(mensaje).positive(mensaje).max(ID_MAXIMO, mensaje);

/** POST /horas/areas (administrador). */
export const crearAreaBodySchema = z.object({ nombre: nombre('del área') }).strict();
export type CrearAreaBody = z.input<typeof crearAreaBodySchema>;

/** POST /servicios/servicios (administrador). */
export const crearServicioBodySchema = z.object({
  nombre: nombre('del servicio'),
  areaId: id('Indique el área del servicio (areaId).'),
}).strict();
export type CrearServicioBody = z.input<typeof crearServicioBodySchema>;

/** POST /tareas/tareas (administrador): `servicioId: null` makes a default task. */
export const crearTareaBodySchema = z.object({
  nombre: nombre('de la tarea'),
  servicioId: id('Indique el servicio de la tarea (servicioId; null para una tarea por defecto).').nullable(),
}).strict();
export type CrearTareaBody = z.input<typeof crearTareaBodySchema>;

/** PUT /{id} of an area, service or task: rename and/or switch `activo`. */
const cambios = (de: string) => z.object({ nombre: nombre(de).optional(), activo: z.boolean().optional() }).strict()
  .refine((c) => c.nombre !== undefined || c.activo !== undefined, 'Indique el nombre o el estado (activo).');
export const actualizarAreaBodySchema = cambios('del área');
export const actualizarServicioBodySchema = cambios('del servicio');
export const actualizarTareaBodySchema = cambios('de la tarea');
export type ActualizarCatalogoBody = z.input<typeof actualizarAreaBodySchema>;
