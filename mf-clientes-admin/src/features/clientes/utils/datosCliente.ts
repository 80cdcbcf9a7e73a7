import type { ActualizarClienteBody, Cliente } from '@horas/shared';

/** The basic data fields shared by the create and edit forms. */
export interface DatosClienteForm {
  nombre: string;
  descripcion?: string | null;
  correo?: string | null;
  numeroContacto?: string | null;
  direccion?: string | null;
}

const opcional = (texto?: string | null) => texto?.trim() || null;

/** Trims every field; empty optional fields travel as null. */
export const limpiarDatos = (datos: DatosClienteForm) => ({
  nombre: datos.nombre.trim(),
  descripcion: opcional(datos.descripcion),
  correo: opcional(datos.correo),
  numeroContacto: opcional(datos.numeroContacto),
  direccion: opcional(datos.direccion),
});

/** The update call replaces the whole client: start from what is stored, then apply the change. */
export const cuerpoActualizacion = (cliente: Cliente, cambios: Partial<ActualizarClienteBody> = {}): ActualizarClienteBody => ({
  ...limpiarDatos(cliente),
  estado: cliente.estado,
  areaIds: cliente.areas.map((area) => area.id),
  servicioIds: cliente.servicios.map((servicio) => servicio.id),
  ...cambios,
});
