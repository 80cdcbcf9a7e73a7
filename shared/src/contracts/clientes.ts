import { z } from 'zod';
import { areaSchema, idNumeroSchema } from './common';
import { servicioSchema } from './catalogo';

export const clienteSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  descripcion: z.string().nullable(),
  correo: z.string().nullable(),
  numeroContacto: z.string().nullable(),
  direccion: z.string().nullable(),
  estado: z.boolean(),
  areas: z.array(areaSchema),
  servicios: z.array(servicioSchema),
});
export type Cliente = z.infer<typeof clienteSchema>;

const texto = (max: number) => z.string().trim().max(max).nullish();
const nombre = z.string({ error: 'El nombre del cliente es obligatorio' }).trim().min(1, 'El nombre del cliente es obligatorio').max(120);
const ids = z.array(idNumeroSchema).max(500);
/** A client always has an area: on creation (`areas`) and on every update (`areaIds`) alike. */
const areasDelCliente = ids.min(1, 'Debe seleccionar al menos un área');

export const crearClienteBodySchema = z.object({
  nombre,
  descripcion: texto(1000),
  correo: z.union([z.email('Correo inválido'), z.literal('')]).nullish(),
  numeroContacto: texto(40),
  direccion: texto(250),
  estado: z.boolean().default(true),
  areas: areasDelCliente,
}).strict();
export type CrearClienteBody = z.input<typeof crearClienteBodySchema>;

export const actualizarClienteBodySchema = z.object({
  nombre,
  descripcion: texto(1000),
  correo: z.union([z.email('Correo inválido'), z.literal('')]).nullish(),
  numeroContacto: texto(40),
  direccion: texto(250),
  estado: z.boolean(),
  areaIds: areasDelCliente,
  servicioIds: ids,
}).strict();
export type ActualizarClienteBody = z.input<typeof actualizarClienteBodySchema>;

export const agregarServiciosBodySchema = z.object({ serviciosIds: ids.min(1, 'Seleccione al menos un servicio para agregar') }).strict();
export const reemplazarServiciosBodySchema = z.object({ servicioIds: ids }).strict();

/** Create / update answers carry the client under `cliente` (spec §8: "if response lacks cliente"). */
export const clienteRespuestaSchema = z.object({ cliente: clienteSchema });
export type ClienteRespuesta = z.infer<typeof clienteRespuestaSchema>;
