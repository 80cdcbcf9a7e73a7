import type { AreaConServicios, Cliente } from '@horas/shared';

export const AREAS = [
  { id: 1, nombre: 'Desarrollo', activo: true },
  { id: 2, nombre: 'Infraestructura', activo: true },
  { id: 3, nombre: 'Diseño', activo: true },
];

export const GRUPOS: AreaConServicios[] = [
  {
    id: 1, nombre: 'Desarrollo', activo: true,
    servicios: [{ id: 11, nombre: 'Backend', areaId: 1, activo: true }, { id: 12, nombre: 'Frontend', areaId: 1, activo: true }],
  },
  { id: 2, nombre: 'Infraestructura', activo: true, servicios: [{ id: 21, nombre: 'Redes', areaId: 2, activo: true }] },
];

export const cliente = (cambios: Partial<Cliente> = {}): Cliente => ({
  id: 7,
  nombre: 'Acme',
  descripcion: null,
  correo: 'contacto@acme.test',
  numeroContacto: null,
  direccion: null,
  estado: true,
  areas: [AREAS[0]],
  servicios: [],
  ...cambios,
});

/** An axios-like failure carrying the server's `{ mensaje }`. */
export const errorConMensaje = (mensaje: string) =>
  Object.assign(new Error(mensaje), { isAxiosError: true, response: { status: 409, data: { mensaje } } });
