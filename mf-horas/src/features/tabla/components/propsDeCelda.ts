import type { FocoDeTabla } from '../hooks/useFocoDeTabla';
import type { Fila } from '../utils/filas';
import type { Posicion } from '../utils/teclado';

/** What every kind of cell gets: its row and day, its place for the keyboard, and the grid's focus. */
export interface PropsDeCelda {
  fila: Fila;
  fechaCarga: string;
  /** 'Lunes 23/11/2026': with the row's label, the cell's accessible name. */
  dia: string;
  posicion: Posicion;
  foco: FocoDeTabla;
}
