import { compararEnEspanol, nombreConEstado, SIN_DIMENSION, type AreaCatalogo, type Cliente, type Servicio, type Tarea } from '@horas/shared';

/** An option of a filter: its value as the URL writes it, its name. */
export interface OpcionDeFiltro {
  value: string;
  label: string;
}

export const porNombre = (a: OpcionDeFiltro, b: OpcionDeFiltro) => compararEnEspanol(a.label, b.label);
const sinUno = (label: string): OpcionDeFiltro => ({ value: 'ninguno', label });

// Inactive entries stay (their past hours count), marked '(Inactivo)' as in Reportes.
export const opcionesDeClientes = (clientes: Cliente[]) =>
  [sinUno(SIN_DIMENSION.cliente), ...clientes.map((c) => ({ value: String(c.id), label: nombreConEstado(c.nombre, c.estado) })).sort(porNombre)];
export const opcionesDeAreas = (areas: AreaCatalogo[]) =>
  [sinUno(SIN_DIMENSION.area), ...areas.map((a) => ({ value: String(a.id), label: nombreConEstado(a.nombre, a.activo) })).sort(porNombre)];
export const opcionesDeServicios = (servicios: Servicio[]) =>
  [sinUno(SIN_DIMENSION.servicio), ...servicios.map((s) => ({ value: String(s.id), label: nombreConEstado(s.nombre, s.activo) })).sort(porNombre)];
/** A task by its name and its service's (names repeat across services); a default task by its name. */
export function opcionesDeTareas(tareas: Tarea[], servicios: Servicio[]) {
  const servicio = new Map(servicios.map((s) => [s.id, s.nombre]));
  return tareas
    .map((t) => {
      const nombre = t.servicioId === null ? t.nombre : `${t.nombre} (${servicio.get(t.servicioId) ?? '…'})`;
      return { value: String(t.id), label: nombreConEstado(nombre, t.activo) };
    })
    .sort(porNombre);
}
