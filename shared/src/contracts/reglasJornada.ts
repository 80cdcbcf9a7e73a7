/**
 * The rule book of targets and missing hours, one place for the API (saldos, reminders) and the
 * screens' marks ('Sin horas', 'Faltan'). React- and dayjs-free; dates are `YYYY-MM-DD`, which sort
 * as text.
 */
import { DECIMALES_HORAS } from './reglasHoras';

/** One day as the server computes it: its target (0 on a holiday, a day off or before the start) and the hours logged. */
export interface DiaObjetivo {
  fecha: string;
  objetivo: number;
  cargadas: number;
}

const FACTOR = 10 ** DECIMALES_HORAS;
/** Amounts travel with two decimals at most. */
export const redondearHoras = (horas: number): number => Math.round(horas * FACTOR) / FACTOR;

/** A day before today that should have hours and has none. Today is never short: it is not over. */
export const esDiaSinHoras = (dia: DiaObjetivo, hoy: string): boolean => dia.fecha < hoy && dia.objetivo > 0 && dia.cargadas === 0;

/** What is still to log against a target: never negative. */
export const horasFaltantes = (objetivo: number, cargadas: number): number => Math.max(0, redondearHoras(objetivo - cargadas));

/** The totals of a saldo from its days' sums (added up here or by the database) and its days without hours, ascending. */
export function totalesDeSumas(sumaObjetivo: number, sumaCargadas: number, diasSinHoras: string[]) {
  const objetivo = redondearHoras(sumaObjetivo);
  const cargadas = redondearHoras(sumaCargadas);
  return { objetivo, cargadas, diferencia: redondearHoras(cargadas - objetivo), diasSinHoras };
}

/** The totals of a saldo over its days. */
export const totalesDeSaldo = (dias: DiaObjetivo[], hoy: string) => totalesDeSumas(
  dias.reduce((suma, dia) => suma + dia.objetivo, 0),
  dias.reduce((suma, dia) => suma + dia.cargadas, 0),
  dias.filter((dia) => esDiaSinHoras(dia, hoy)).map((dia) => dia.fecha).sort(),
);

/** `fecha` (YYYY-MM-DD) moved by `dias` calendar days. */
export function sumarDias(fecha: string, dias: number): string {
  const [año, mes, dia] = fecha.split('-').map(Number);
  return new Date(Date.UTC(año, mes - 1, dia + dias)).toISOString().slice(0, 10);
}

/** A reminder looks at this many of the person's last working days… */
export const DIAS_HABILES_RECORDATORIO = 5;
/** …walking back at most this many calendar days from the day before the run. */
export const DIAS_ATRAS_RECORDATORIO = 31;

/**
 * The days a reminder names: of the person's last five working days before the run's day (days
 * whose target is above 0, walking back at most 31 days from the day before), those without hours,
 * ascending. `dias` should cover those 31 days, in any order; days outside them are ignored.
 */
export function diasParaRecordar(dias: DiaObjetivo[], diaDeEjecucion: string): string[] {
  const primero = sumarDias(diaDeEjecucion, -DIAS_ATRAS_RECORDATORIO);
  const habiles = dias
    .filter((dia) => dia.fecha >= primero && dia.fecha < diaDeEjecucion && dia.objetivo > 0)
    .sort((a, b) => b.fecha.localeCompare(a.fecha))
    .slice(0, DIAS_HABILES_RECORDATORIO);
  return habiles.filter((dia) => dia.cargadas === 0).map((dia) => dia.fecha).sort();
}
