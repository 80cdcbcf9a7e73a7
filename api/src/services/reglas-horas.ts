import { MENSAJES_HORAS } from '@horas/shared/contracts';
import { DatosInvalidosError, SinPermisoError } from '../lib/errores';
import { finDeMes, inicioDeMes } from '../lib/fechas';

export const MAX_HORAS = 24;
export const MAX_DESCRIPCION = 1000;

export const MENSAJES = {
  maximoPorRegistro: `Las horas trabajadas no pueden superar ${MAX_HORAS} por registro.`,
  dosDecimales: 'Las horas trabajadas admiten como máximo dos decimales.',
  descripcionObligatoria: 'La descripción es obligatoria.',
  descripcionLarga: `La descripción no puede superar ${MAX_DESCRIPCION} caracteres.`,
  fueraDeVentana: 'La carga de horas está deshabilitada para esa fecha: solo se pueden cargar, editar o eliminar horas del mes actual y de los dos meses anteriores.',
  otroUsuario: 'No puede cargar horas a nombre de otro usuario.',
  maximoPorDia: (yaCargadas: number) =>
    `El total de horas del día no puede superar ${MAX_HORAS} (ya hay ${yaCargadas.toFixed(2)} hs cargadas ese día).`,
} as const;

/** Hours: > 0, at most 24, at most two decimals. */
export function validarCantidad(horas: number): number {
  if (!Number.isFinite(horas) || horas <= 0) throw new DatosInvalidosError(MENSAJES_HORAS.horasMayoresACero);
  if (horas > MAX_HORAS) throw new DatosInvalidosError(MENSAJES.maximoPorRegistro);
  const centesimos = Math.round(horas * 100);
  if (Math.abs(horas * 100 - centesimos) > 1e-6) throw new DatosInvalidosError(MENSAJES.dosDecimales);
  // A positive amount far below a hundredth (5e-324) passes the checks above but rounds to 0.
  if (centesimos <= 0) throw new DatosInvalidosError(MENSAJES_HORAS.horasMayoresACero);
  return centesimos / 100;
}

export function validarDescripcion(descripcion: string): string {
  const texto = descripcion.trim();
  if (!texto) throw new DatosInvalidosError(MENSAJES.descripcionObligatoria);
  if (texto.length > MAX_DESCRIPCION) throw new DatosInvalidosError(MENSAJES.descripcionLarga);
  return texto;
}

/** The editing window: the current month and the two previous ones (by calendar day in APP_TZ). */
export function dentroDeVentana(fecha: string, hoy: string): boolean {
  const [anio, mes] = hoy.split('-').map(Number);
  return fecha >= inicioDeMes(hoy, 2) && fecha <= finDeMes(anio, mes);
}

export function exigirVentana(fecha: string, hoy: string, habilitadas: boolean): void {
  if (!habilitadas && !dentroDeVentana(fecha, hoy)) throw new SinPermisoError(MENSAJES.fueraDeVentana);
}
