import type { PeriodoAnalisis } from '@horas/shared/contracts';
import { sumarDias } from '../lib/fechas';

/**
 * The periods of 'Análisis', on calendar days 'YYYY-MM-DD': each period is named by its label
 * ('YYYY-MM-DD' for a day, a week's Monday, 'YYYY-MM', 'YYYY-T1'…'YYYY-T4', 'YYYY') and found by its
 * first day, which is what the database answers (date_trunc; weeks start on Monday).
 */

const partes = (dia: string) => dia.split('-').map(Number) as [number, number, number];
const dos = (n: number) => String(n).padStart(2, '0');

/** The first day of the period holding `dia`. */
export function inicioDePeriodo(periodo: PeriodoAnalisis, dia: string): string {
  const [año, mes] = partes(dia);
  switch (periodo) {
    case 'dia': return dia;
    // getUTCDay: 0 = Sunday; Monday is the week's first day.
    case 'semana': return sumarDias(dia, -((new Date(`${dia}T00:00:00Z`).getUTCDay() + 6) % 7));
    case 'mes': return `${año}-${dos(mes)}-01`;
    case 'trimestre': return `${año}-${dos(mes - ((mes - 1) % 3))}-01`;
    case 'año': return `${año}-01-01`;
  }
}

/** The label of the period starting on `inicio`. */
export function etiquetaDePeriodo(periodo: PeriodoAnalisis, inicio: string): string {
  const [año, mes] = partes(inicio);
  if (periodo === 'mes') return inicio.slice(0, 7);
  if (periodo === 'trimestre') return `${año}-T${(mes + 2) / 3}`;
  if (periodo === 'año') return String(año);
  return inicio;
}

/** The first day of the period after the one starting on `inicio`. */
function siguiente(periodo: PeriodoAnalisis, inicio: string): string {
  const [año, mes] = partes(inicio);
  const meses = { mes: 1, trimestre: 3, año: 12 } as const;
  if (periodo === 'dia') return sumarDias(inicio, 1);
  if (periodo === 'semana') return sumarDias(inicio, 7);
  const total = año * 12 + mes - 1 + meses[periodo];
  return `${Math.floor(total / 12)}-${dos((total % 12) + 1)}-01`;
}

/** Every period touching `desde`..`hasta`, in order, as first days (the first and last may be partial). */
export function iniciosDePeriodos(periodo: PeriodoAnalisis, desde: string, hasta: string): string[] {
  const inicios: string[] = [];
  for (let inicio = inicioDePeriodo(periodo, desde); inicio <= hasta; inicio = siguiente(periodo, inicio)) inicios.push(inicio);
  return inicios;
}
