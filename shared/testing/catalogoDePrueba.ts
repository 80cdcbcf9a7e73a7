import type { AreaConServicios } from '../src/contracts';

/** The admin's catalogue as the API lists it: three areas, two with services. */
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
