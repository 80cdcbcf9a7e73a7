import { comprobarHoras, dentroDeVentanaDeEdicion, errorDescripcion, MENSAJES_HORAS } from '@horas/shared/contracts';
import { DatosInvalidosError, SinPermisoError } from '../lib/errores';

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
