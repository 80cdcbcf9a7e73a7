import type { Dayjs } from 'dayjs';
import { formatFecha, motivoBloqueoDelDia, nombreDeDia, type CierreDelMes } from '@horas/shared';

export interface DiaDeLaSemana {
  dia: Dayjs;
  /** dd/mm/yyyy, the entries' `fechaCarga`. */
  fecha: string;
  /** 'Lunes' */
  nombre: string;
  /** Why it cannot be edited (its month sent or approved, or outside the open period), or null when it can. */
  motivoBloqueo: string | null;
}

interface Opciones {
  horasHabilitadas: boolean;
  hoy: Dayjs;
  /** The closing of the day's month, once known. */
  cierreDe: (dia: Dayjs) => CierreDelMes | undefined;
}

/** The week's days as both views show them: names, dates, and which are locked and why. */
export function diasConEstado(dias: Dayjs[], { horasHabilitadas, hoy, cierreDe }: Opciones): DiaDeLaSemana[] {
  return dias.map((dia) => ({
    dia,
    fecha: formatFecha(dia),
    nombre: nombreDeDia(dia),
    motivoBloqueo: motivoBloqueoDelDia(dia, { horasHabilitadas, hoy, cierre: cierreDe(dia) }),
  }));
}
