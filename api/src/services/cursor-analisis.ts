import { ID_MAXIMO, MENSAJES_ANALISIS } from '@horas/shared/contracts';
import { DatosInvalidosError } from '../lib/errores';
import { fechaIso } from '../lib/fechas';
import type { PosicionRegistro } from '../repositories/analisis';

// The cursor of 'Análisis' entries: '{day}.{id}' in base64url, one spelling per position.
const POSICION = /^(\d{4}-\d{2}-\d{2})\.([1-9][0-9]{0,9})$/;

export const codificarPosicion = (p: PosicionRegistro) => Buffer.from(`${p.fecha}.${p.id}`).toString('base64url');

/** The position a `siguiente` names; anything else answers 400. */
export function posicionDeCursor(cursor: string): PosicionRegistro {
  const invalido = () => new DatosInvalidosError(MENSAJES_ANALISIS.cursor);
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalido();
  const m = POSICION.exec(Buffer.from(cursor, 'base64url').toString('latin1'));
  if (!m || Number(m[2]) > ID_MAXIMO) throw invalido();
  const posicion = { fecha: m[1], id: Number(m[2]) };
  try { fechaIso(posicion.fecha); } catch { throw invalido(); }
  if (codificarPosicion(posicion) !== cursor) throw invalido();
  return posicion;
}
