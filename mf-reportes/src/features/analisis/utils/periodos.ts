import { formatFecha, type PeriodoAnalisis } from '@horas/shared';

const MESES = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

/**
 * How the screen and analisis.xlsx name a period the API keys as 'YYYY-MM-DD', 'YYYY-MM', 'YYYY-Tn'
 * or 'YYYY': '24/08/2026', 'sem. 24/08' (its Monday), 'ene 2026', 'T3 2026', '2026'.
 */
export function etiquetaDePeriodo(periodo: PeriodoAnalisis, clave: string): string {
  const año = clave.slice(0, 4);
  switch (periodo) {
    case 'dia': return formatFecha(clave);
    case 'semana': return `sem. ${clave.slice(8, 10)}/${clave.slice(5, 7)}`;
    case 'mes': return `${MESES[Number(clave.slice(5, 7)) - 1]} ${año}`;
    case 'trimestre': return `${clave.slice(5)} ${año}`;
    case 'año': return año;
  }
}
