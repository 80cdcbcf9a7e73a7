import { compararEnEspanol, nombreCompleto, type Area, type CierreFila, type EstadoCierre } from '@horas/shared';
import type { Dayjs } from 'dayjs';

/** What the screen shows of the month's list: an area and a state, or all. */
export interface Filtros {
  areaId?: number;
  estado?: EstadoCierre;
}

/** Who is looking: an administrator decides on anyone's month; a responsable never on their own. */
export interface Aprobador {
  id: number | null;
  administrador: boolean;
}

/** The month approvers open on: the last one, whose hours are complete. */
export const mesAnterior = (hoy: Dayjs): Dayjs => hoy.subtract(1, 'month').startOf('month');

/** The rows of the filter, by name. */
export const filtrar = (filas: CierreFila[], { areaId, estado }: Filtros): CierreFila[] =>
  filas
    .filter((fila) => (!areaId || fila.areas.some((area) => area.id === areaId)) && (!estado || fila.estado === estado))
    .sort((a, b) => compararEnEspanol(nombreCompleto(a), nombreCompleto(b)));

/** The areas of the people listed, for the filter: an approver sees only the areas of their people. */
export function areasDe(filas: CierreFila[]): Area[] {
  const porId = new Map(filas.flatMap((fila) => fila.areas.map((area) => [area.id, area] as const)));
  return [...porId.values()].sort((a, b) => compararEnEspanol(a.nombre, b.nombre));
}

/** Whether this approver may approve or reject the row now: sent, and not their own month unless an administrator. */
export const decidible = (fila: CierreFila, { id, administrador }: Aprobador): boolean =>
  fila.estado === 'enviado' && (administrador || fila.usuarioId !== id);

/** Nothing missing: the month's hours reach its target and no day was left without hours. */
export const sinDiferencias = (fila: CierreFila): boolean => fila.diferencia >= 0 && fila.diasSinHoras.length === 0;

/** Something to look at before approving: hours off the target either way, or a day left without hours. */
export const conDiferencias = (fila: CierreFila): boolean => fila.diferencia !== 0 || fila.diasSinHoras.length > 0;
