import type { AreaConServicios, Servicio } from '@horas/shared';

export const serviciosDeArea = (servicios: Servicio[], areaId: number): Servicio[] =>
  servicios.filter((servicio) => servicio.areaId === areaId);

/** The client's area groups minus the services it already has; groups left empty are dropped. */
export function serviciosSinAsignar(grupos: AreaConServicios[], asignados: Servicio[]): AreaConServicios[] {
  const ids = new Set(asignados.map((servicio) => servicio.id));
  return grupos
    .map((grupo) => ({ ...grupo, servicios: grupo.servicios.filter((servicio) => !ids.has(servicio.id)) }))
    .filter((grupo) => grupo.servicios.length > 0);
}
