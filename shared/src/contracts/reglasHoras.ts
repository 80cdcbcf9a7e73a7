/**
 * The rule book of an hour entry, one place for the API, the hours form and any future way of
 * logging hours: limits, the editing window and every message. React- and dayjs-free.
 */
import { MAX_CARACTERES, tieneControl, tieneTextoVisible } from './textos';

/** Most hours in one entry, and in one user's day. */
export const MAX_HORAS = 24;
/** Hours are kept in hundredths: 0.01 is the smallest amount (spec §5). */
export const DECIMALES_HORAS = 2;
export const MIN_HORAS = 0.01;
export const MAX_DESCRIPCION = MAX_CARACTERES.descripcion;
/**
 * Months back, besides the current one, in which entries may be added, edited or deleted, unless an
 * administrator enabled hours out of that window. "Today" is the calendar day in the API's APP_TZ;
 * the browser uses its own, so a front end only predicts what the API decides.
 */
export const MESES_ATRAS_EDITABLES = 2;

export const MENSAJES_HORAS = {
  horasMayoresACero: 'Las horas trabajadas deben ser mayores a cero.',
  clienteOTareaDefecto: 'Debe seleccionar un cliente o una tarea por defecto.',
  tareaObligatoria: 'Debe seleccionar una tarea.',
  maximoPorRegistro: `Las horas trabajadas no pueden superar ${MAX_HORAS} por registro.`,
  dosDecimales: 'Las horas trabajadas admiten como máximo dos decimales.',
  descripcionObligatoria: 'La descripción es obligatoria.',
  descripcionLarga: `La descripción no puede superar ${MAX_DESCRIPCION} caracteres.`,
  descripcionControl: 'La descripción no puede contener caracteres de control.',
  fueraDeVentana: 'La carga de horas está deshabilitada para esa fecha: solo se pueden cargar, editar o eliminar horas del mes actual y de los dos meses anteriores.',
  otroUsuario: 'No puede cargar horas a nombre de otro usuario.',
  /** A locked day on screen: why, and which days are open (dd/mm/yyyy). */
  fueraDelPeriodo: (desde: string, hasta: string) => `Fuera del período de carga: se pueden cargar horas del ${desde} al ${hasta}.`,
  maximoPorDia: (yaCargadas: number) =>
    `El total de horas del día no puede superar ${MAX_HORAS} (ya hay ${yaCargadas.toFixed(DECIMALES_HORAS)} hs cargadas ese día).`,
} as const;

const FACTOR = 10 ** DECIMALES_HORAS;

/** The amount in hundredths if it is a valid one (> 0, at most 24, at most two decimals), else why not. */
export function comprobarHoras(horas: number): { centesimos: number } | { error: string } {
  if (!Number.isFinite(horas) || horas <= 0) return { error: MENSAJES_HORAS.horasMayoresACero };
  if (horas > MAX_HORAS) return { error: MENSAJES_HORAS.maximoPorRegistro };
  const centesimos = Math.round(horas * FACTOR);
  if (Math.abs(horas * FACTOR - centesimos) > 1e-6) return { error: MENSAJES_HORAS.dosDecimales };
  // A positive amount far below a hundredth (5e-324) passes the checks above but rounds to 0.
  if (centesimos <= 0) return { error: MENSAJES_HORAS.horasMayoresACero };
  return { centesimos };
}

/**
 * Why a description cannot be stored (after trimming), or null: it needs a visible character
 * (spaces or zero-width characters alone are no description), and may break lines but hold no
 * other control character.
 */
export function errorDescripcion(descripcion: string): string | null {
  const texto = descripcion.trim();
  if (!tieneTextoVisible(texto)) return MENSAJES_HORAS.descripcionObligatoria;
  if (texto.length > MAX_DESCRIPCION) return MENSAJES_HORAS.descripcionLarga;
  if (tieneControl(texto, { lineas: true })) return MENSAJES_HORAS.descripcionControl;
  return null;
}

/** Whether the day `fecha` (YYYY-MM-DD) is inside the editing window of the day `hoy`. */
export function dentroDeVentanaDeEdicion(fecha: string, hoy: string): boolean {
  const indiceMes = (dia: string) => Number(dia.slice(0, 4)) * 12 + Number(dia.slice(5, 7)) - 1;
  const diferencia = indiceMes(hoy) - indiceMes(fecha);
  return diferencia >= 0 && diferencia <= MESES_ATRAS_EDITABLES;
}

/** The open period of the day `hoy` (YYYY-MM-DD): first day of the earliest month, last day of the current one. */
export function periodoDeCarga(hoy: string): { desde: string; hasta: string } {
  const año = Number(hoy.slice(0, 4));
  const mes = Number(hoy.slice(5, 7)) - 1;
  const dia = (indiceMes: number, numero: number) => {
    const fecha = new Date(Date.UTC(año, indiceMes, numero));
    return fecha.toISOString().slice(0, 10);
  };
  // Day 0 of the next month is the last day of this one.
  return { desde: dia(mes - MESES_ATRAS_EDITABLES, 1), hasta: dia(mes + 1, 0) };
}
