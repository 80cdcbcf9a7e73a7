import { z } from 'zod';
import { areaSchema, idNumeroSchema } from './common';
import { servicioSchema } from './catalogo';
import { MAX_CARACTERES, textoOpcional, textoVisible } from './textos';

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

const nombre = textoVisible({ sujeto: 'El nombre del cliente', max: MAX_CARACTERES.nombre, obligatorio: 'El nombre del cliente es obligatorio' });
const ids = z.array(idNumeroSchema).max(500);
/** A client always has an area: on creation (`areas`) and on every update (`areaIds`) alike. */
const areasDelCliente = ids.min(1, 'Debe seleccionar al menos un área');
const datos = {
  nombre,
  descripcion: textoOpcional({ sujeto: 'La descripción', max: MAX_CARACTERES.descripcion, lineas: true }),
  correo: z.union([z.email('Correo inválido').max(MAX_CARACTERES.email, `El correo no puede superar ${MAX_CARACTERES.email} caracteres.`), z.literal('')]).nullish(),
  numeroContacto: textoOpcional({ sujeto: 'El número de contacto', max: MAX_CARACTERES.numeroContacto }),
  direccion: textoOpcional({ sujeto: 'La dirección', max: MAX_CARACTERES.direccion }),
};

export const crearClienteBodySchema = z.object({
  ...datos,
  estado: z.boolean().default(true),
  areas: areasDelCliente,
}).strict();
export type CrearClienteBody = z.input<typeof crearClienteBodySchema>;

export const actualizarClienteBodySchema = z.object({
  ...datos,
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
