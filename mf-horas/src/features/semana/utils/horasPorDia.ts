import type { Hora } from '@horas/shared';

/** Spec §4 hours state: each day card (its id is the date `dd/MM/yyyy`) holds its entries. */
export type HorasPorDia = Record<string, Hora[]>;

/** The API's answer for some days replaces what was known about exactly those days. */
export function reemplazarDias(estado: HorasPorDia, fechas: string[], horas: Hora[]): HorasPorDia {
  const siguiente = { ...estado };
  for (const fecha of fechas) siguiente[fecha] = horas.filter((hora) => hora.fechaCarga === fecha);
  return siguiente;
}

/** The entries of those days that a map holds, or undefined when it holds none. */
export function horasDeDias(estado: HorasPorDia, fechas: string[]): Hora[] | undefined {
  const horas = fechas.flatMap((fecha) => estado[fecha] ?? []);
  return horas.length > 0 ? horas : undefined;
}

/** A saved entry: replaced in place by id (its card keeps the order), or added at the end. */
export const conHora = (horas: Hora[], hora: Hora): Hora[] =>
  horas.some((h) => h.id === hora.id) ? horas.map((h) => (h.id === hora.id ? hora : h)) : [...horas, hora];

export const sinHora = (horas: Hora[], id: number): Hora[] => horas.filter((hora) => hora.id !== id);
