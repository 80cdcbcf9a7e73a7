import type { Hora } from '@horas/shared';

/** Spec §4 hours state: each day card (its id is the date `dd/MM/yyyy`) holds its entries. */
export type HorasPorDia = Record<string, Hora[]>;

/** The API's answer for some days replaces what was known about exactly those days. */
export function reemplazarDias(estado: HorasPorDia, fechas: string[], horas: Hora[]): HorasPorDia {
  const siguiente = { ...estado };
  for (const fecha of fechas) siguiente[fecha] = horas.filter((hora) => hora.fechaCarga === fecha);
  return siguiente;
}

export const agregarHora = (estado: HorasPorDia, hora: Hora): HorasPorDia => ({
  ...estado,
  [hora.fechaCarga]: [...(estado[hora.fechaCarga] ?? []), hora],
});

/** Replaces the entry by id, in place so the card keeps its order. */
export function actualizarHora(estado: HorasPorDia, hora: Hora): HorasPorDia {
  const delDia = estado[hora.fechaCarga] ?? [];
  if (!delDia.some((h) => h.id === hora.id)) return agregarHora(quitarHora(estado, hora.id), hora);
  return { ...estado, [hora.fechaCarga]: delDia.map((h) => (h.id === hora.id ? hora : h)) };
}

export function quitarHora(estado: HorasPorDia, id: number): HorasPorDia {
  const siguiente: HorasPorDia = {};
  for (const [fecha, horas] of Object.entries(estado)) siguiente[fecha] = horas.filter((hora) => hora.id !== id);
  return siguiente;
}
