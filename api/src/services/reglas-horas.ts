import {
  comprobarHoras, dentroDeVentanaDeEdicion, errorDescripcion, MENSAJES_CIERRE, MENSAJES_HORAS, mesDeFecha, mesParaMensaje, type EstadoCierre,
} from '@horas/shared/contracts';
import { ConflictoError, DatosInvalidosError, SinPermisoError } from '../lib/errores';

// The rules themselves live in the shared rule book (@horas/shared/contracts, reglasHoras.ts):
// here they become the API's errors.

/** The amount rounded to hundredths; a 400 with the rule's message otherwise. */
export function validarCantidad(horas: number): number {
  const resultado = comprobarHoras(horas);
  if ('error' in resultado) throw new DatosInvalidosError(resultado.error);
  return resultado.centesimos / 100;
}

/** The trimmed description; a 400 with the rule's message otherwise. */
export function validarDescripcion(descripcion: string): string {
  const error = errorDescripcion(descripcion);
  if (error) throw new DatosInvalidosError(error);
  return descripcion.trim();
}

/** A 403 for a day outside the editing window, unless hours are enabled out of it. */
export function exigirVentana(fecha: string, hoy: string, habilitadas: boolean): void {
  if (!habilitadas && !dentroDeVentanaDeEdicion(fecha, hoy)) throw new SinPermisoError(MENSAJES_HORAS.fueraDeVentana);
}

/** What the hour rules need of the closing of a day's month (none: `abierto`, never sent back). */
export interface CierreDelDia {
  estado: EstadoCierre;
  reabierto: boolean;
}

/** A 409 for a day of a month `enviado` or `aprobado`, whatever the window or the hours switch say. */
export function exigirMesAbierto(fecha: string, cierre: CierreDelDia | undefined): void {
  const mes = mesParaMensaje(mesDeFecha(fecha));
  if (cierre?.estado === 'enviado') throw new ConflictoError(MENSAJES_CIERRE.mesEnviado(mes));
  if (cierre?.estado === 'aprobado') throw new ConflictoError(MENSAJES_CIERRE.mesAprobado(mes));
}

/**
 * A month sent back to its owner (`rechazado`), or reopened by an administrator and not submitted
 * since, takes their hours outside the editing window: an old month could not be fixed otherwise.
 */
export const devueltoParaCorregir = (cierre: CierreDelDia | undefined): boolean => cierre?.estado === 'rechazado' || cierre?.reabierto === true;
