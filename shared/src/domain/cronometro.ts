const MS_POR_CENTESIMO = 36_000;

/** Whole seconds from `inicio` (ISO 8601) to `ahora` (ms), never below 0: the server's clock may run ahead of this one. */
export const segundosDesde = (inicio: string, ahora: number): number => Math.max(0, Math.floor((ahora - Date.parse(inicio)) / 1000));

const dosCifras = (n: number) => String(n).padStart(2, '0');

/** A running timer's elapsed time, 'h:mm:ss' ('0:12:05', '13:00:00'). */
export function formatTranscurrido(segundos: number): string {
  const horas = Math.floor(segundos / 3600);
  return `${horas}:${dosCifras(Math.floor((segundos % 3600) / 60))}:${dosCifras(segundos % 60)}`;
}

/** What a stop writes without hours given, as the API rounds it: hours to the hundredth, at least 0.01. */
export const horasDelCronometro = (inicio: string, ahora: number): number =>
  Math.max(1, Math.round((ahora - Date.parse(inicio)) / MS_POR_CENTESIMO)) / 100;

/** Whether the timer ran past `maximo` hours: its stop then needs the hours worked. */
export const superaElMaximo = (inicio: string, ahora: number, maximo: number): boolean => ahora - Date.parse(inicio) > maximo * 3_600_000;
