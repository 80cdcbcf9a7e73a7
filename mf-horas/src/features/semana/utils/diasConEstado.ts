import type { Dayjs } from 'dayjs';
import { formatFecha, motivoFueraDePeriodo, puedeEditarDia } from '@horas/shared';
import { nombreDeDia } from './nombreDeDia';

export interface DiaDeLaSemana {
  dia: Dayjs;
  /** dd/mm/yyyy, the entries' `fechaCarga`. */
  fecha: string;
  /** 'Lunes' */
  nombre: string;
  /** Why it cannot be edited (with the open period), or null when it can. */
  motivoBloqueo: string | null;
}

/** The week's days as both views show them: names, dates, and which are locked and why. */
export function diasConEstado(dias: Dayjs[], opciones: { horasHabilitadas: boolean; hoy: Dayjs }): DiaDeLaSemana[] {
  const motivo = motivoFueraDePeriodo(opciones.hoy);
  return dias.map((dia) => ({
    dia,
    fecha: formatFecha(dia),
    nombre: nombreDeDia(dia),
    motivoBloqueo: puedeEditarDia(dia, opciones) ? null : motivo,
  }));
}
