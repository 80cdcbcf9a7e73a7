/** A cell of the grid: its row (from the top) and its day (0 is Monday). */
export interface Posicion {
  fila: number;
  dia: number;
}

/** Where the caret is in the cell's text; a cell that is not a text box counts as both ends. */
export interface Cursor {
  alInicio: boolean;
  alFinal: boolean;
}

export type AccionDeTecla = { tipo: 'mover'; destino: Posicion } | { tipo: 'guardar-y-bajar'; destino: Posicion | null } | { tipo: 'restaurar' };

export const DIAS_DE_LA_SEMANA = 7;

/** The caret of a text box: at an end, or the whole text selected (as when a cell is entered). */
export function cursorDe(entrada: { value: string; selectionStart: number | null; selectionEnd: number | null }): Cursor {
  const largo = entrada.value.length;
  const inicio = entrada.selectionStart ?? 0;
  const fin = entrada.selectionEnd ?? largo;
  const todo = inicio === 0 && fin === largo;
  return { alInicio: todo || fin === 0, alFinal: todo || inicio === largo };
}

/**
 * The grid's keyboard, as in a spreadsheet: arrows move between cells (left and right only once the
 * caret is at that end of the text, so a typed value can still be corrected), Enter saves and goes
 * down, Escape restores. Tab is the browser's own. Null: the key is not the grid's.
 */
export function accionDeTecla(tecla: string, desde: Posicion, filas: number, cursor: Cursor): AccionDeTecla | null {
  const a = (fila: number, dia: number): Posicion | null =>
    fila >= 0 && fila < filas && dia >= 0 && dia < DIAS_DE_LA_SEMANA ? { fila, dia } : null;
  const mover = (destino: Posicion | null): AccionDeTecla | null => (destino ? { tipo: 'mover', destino } : null);
  switch (tecla) {
    case 'ArrowUp':
      return mover(a(desde.fila - 1, desde.dia));
    case 'ArrowDown':
      return mover(a(desde.fila + 1, desde.dia));
    case 'ArrowLeft':
      return cursor.alInicio ? mover(a(desde.fila, desde.dia - 1)) : null;
    case 'ArrowRight':
      return cursor.alFinal ? mover(a(desde.fila, desde.dia + 1)) : null;
    case 'Enter':
      return { tipo: 'guardar-y-bajar', destino: a(desde.fila + 1, desde.dia) };
    case 'Escape':
      return { tipo: 'restaurar' };
    default:
      return null;
  }
}
