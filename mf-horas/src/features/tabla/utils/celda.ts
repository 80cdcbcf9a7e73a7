import { comprobarHoras, errorDescripcion, formatHoras, MAX_DESCRIPCION, MENSAJES_HORAS, type Hora } from '@horas/shared';
import { MENSAJE_DESCRIPCION } from '../../formulario-hora/utils/reglasHora';
import { totalDeCelda } from './filas';

/** What saving a cell's typed text does to the entries behind it. */
export type CambioDeCelda =
  | { tipo: 'nada' }
  | { tipo: 'crear'; horas: number; descripcion: string }
  | { tipo: 'actualizar'; hora: Hora; horas: number }
  | { tipo: 'eliminar'; hora: Hora }
  | { tipo: 'error'; mensaje: string };

/** Hours as typed: digits with a decimal comma or point; empty means none. */
const HORAS_ESCRITAS = /^\d*(?:[.,]\d*)?$/;

/** The text a cell shows for its entries: their sum, empty when there are none. */
export const textoDeCelda = (horas: Hora[] | undefined): string => (horas?.length ? formatHoras(totalDeCelda(horas)) : '');

/**
 * The typed text against the cell's entries (at most one: a cell with more is edited entry by entry),
 * with the form's rules and messages. Empty or zero deletes; a new entry needs a description (the
 * cell's note, else the row's).
 */
export function cambioDeCelda(texto: string, horas: Hora[], descripcionNueva: string): CambioDeCelda {
  const limpio = texto.trim();
  if (!HORAS_ESCRITAS.test(limpio)) return { tipo: 'error', mensaje: MENSAJES_HORAS.horasMayoresACero };
  const valor = limpio === '' || limpio === '.' || limpio === ',' ? 0 : Number(limpio.replace(',', '.'));
  const [existente] = horas;
  if (valor === 0) return existente ? { tipo: 'eliminar', hora: existente } : { tipo: 'nada' };
  const comprobado = comprobarHoras(valor);
  if ('error' in comprobado) return { tipo: 'error', mensaje: comprobado.error };
  const nuevas = comprobado.centesimos / 100;
  if (existente) return existente.horas === nuevas ? { tipo: 'nada' } : { tipo: 'actualizar', hora: existente, horas: nuevas };
  if (!descripcionNueva.trim()) return { tipo: 'error', mensaje: MENSAJE_DESCRIPCION };
  return { tipo: 'crear', horas: nuevas, descripcion: descripcionNueva.trim() };
}

/** A cell's note (its entry's description) against the form's rules: their message, or null. */
export function errorDeNota(texto: string): string | null {
  if (!texto.trim()) return MENSAJE_DESCRIPCION;
  if (texto.trim().length > MAX_DESCRIPCION) return MENSAJES_HORAS.descripcionLarga;
  return errorDescripcion(texto);
}
