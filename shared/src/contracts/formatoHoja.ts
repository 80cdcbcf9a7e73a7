import type { Celda } from './celdas';

/**
 * How every exported sheet is laid out, whoever writes it (the API's streamed workbooks, the
 * browser's): the header row frozen, so it stays while scrolling, and each column as wide as its
 * content, capped so one long description does not push the others off screen.
 */

/** The widest a column gets, in characters. */
export const ANCHO_MAXIMO_COLUMNA = 60;
/** Room beside the longest value, in characters. */
const MARGEN = 2;

/** A value's length in characters; a text of several lines by its longest line. */
const largo = (valor: Celda): number => String(valor ?? '').split('\n').reduce((maximo, linea) => Math.max(maximo, linea.length), 0);

/** Each column's width: its longest value, the header's included, plus a margin, capped. */
export function anchosDeColumnas(columnas: readonly string[], filas: Iterable<readonly Celda[]>): number[] {
  const anchos = columnas.map(largo);
  for (const fila of filas) fila.forEach((valor, i) => { anchos[i] = Math.max(anchos[i] ?? 0, largo(valor)); });
  return anchos.map((ancho) => Math.min(ancho + MARGEN, ANCHO_MAXIMO_COLUMNA));
}

/** The first row frozen: the pane below it scrolls. */
const VISTA_ENCABEZADO_FIJO =
  '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>';

/** What a sheet's XML holds between `<worksheet …>` and `<sheetData>`: the frozen header, then the columns' widths. */
export function vistaYColumnasXml(anchos: readonly number[]): string {
  const columnas = anchos.map((ancho, i) => `<col min="${i + 1}" max="${i + 1}" width="${ancho}" customWidth="1"/>`).join('');
  return VISTA_ENCABEZADO_FIJO + (columnas ? `<cols>${columnas}</cols>` : '');
}
