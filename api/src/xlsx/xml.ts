import { anchosDeColumnas, vistaYColumnasXml } from '@horas/shared/contracts';

/**
 * The XML of a one-sheet workbook's sheet and shared strings, row by row, cells without references
 * (optional in SpreadsheetML). Repeated texts (days, names, clients, services, tasks, areas) go once
 * into the shared strings table and each cell names its index: far fewer bytes to write,
 * checksum and deflate. The table is bounded: once full, new texts are written inline, so its
 * memory does not grow with the rows.
 */

// What XML 1.0 cannot hold or a reader would change (control characters, CR), what markup needs,
// and text that already looks like an `_xHHHH_` escape, which readers would decode.
const ESPECIAL = /[&<>\u0000-\u0008\u000b\u000c\u000e-\u001f\r\ufffe\uffff]|_x[0-9A-Fa-f]{4}_/;
const ESPECIALES = new RegExp(ESPECIAL.source, 'g');
const ENTIDADES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** SpreadsheetML's own escape (`_xHHHH_`) for characters XML cannot carry, as Excel writes it. */
function escapar(especial: string): string {
  if (especial.length > 1) return `_x005F${especial}`;
  return ENTIDADES[especial] ?? `_x${especial.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`;
}

const CONSERVAR_ESPACIOS = /^\s|\s$|[\t\n]/;
// One test for the common case, text that needs neither escaping nor its spaces kept: it allocates nothing.
const SIN_CAMBIOS = new RegExp(`${ESPECIAL.source}|${CONSERVAR_ESPACIOS.source}`);

/** A text as the `<t>` element of an inline or shared string. */
function t(texto: string): string {
  if (!SIN_CAMBIOS.test(texto)) return `<t>${texto}</t>`;
  return `${CONSERVAR_ESPACIOS.test(texto) ? '<t xml:space="preserve">' : '<t>'}${texto.replace(ESPECIALES, escapar)}</t>`;
}

/** At most this many distinct shared texts per file: the table's memory has a ceiling. */
export const MAX_TEXTOS_COMPARTIDOS = 50_000;

export class TextosCompartidos {
  private readonly indices = new Map<string, number>();

  constructor(private readonly maximo = MAX_TEXTOS_COMPARTIDOS) {}

  /** The text's index in the table, adding it while there is room; `undefined` when full. */
  indice(texto: string): number | undefined {
    const indice = this.indices.get(texto);
    if (indice !== undefined || this.indices.size >= this.maximo) return indice;
    this.indices.set(texto, this.indices.size);
    return this.indices.size - 1;
  }

  /** xl/sharedStrings.xml, in index order (a Map keeps insertion order). */
  xml(): string {
    let xml = `${DECLARACION}<sst xmlns="${NS}" uniqueCount="${this.indices.size}">`;
    for (const texto of this.indices.keys()) xml += `<si>${t(texto)}</si>`;
    return `${xml}</sst>`;
  }
}

function celda(valor: string | number, textos: TextosCompartidos): string {
  if (typeof valor === 'number') return `<c><v>${valor}</v></c>`;
  const indice = textos.indice(valor);
  return indice === undefined ? `<c t="inlineStr"><is>${t(valor)}</is></c>` : `<c t="s"><v>${indice}</v></c>`;
}

export function filaXml(numero: number, celdas: readonly (string | number)[], textos: TextosCompartidos): string {
  let xml = `<row r="${numero}">`;
  for (const valor of celdas) xml += celda(valor, textos);
  return `${xml}</row>`;
}

const DECLARACION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const INICIO_HOJA = `${DECLARACION}<worksheet xmlns="${NS}">`;
const FIN_HOJA = '</sheetData></worksheet>';

/** Lets the event loop take its I/O (other requests) before more of a file's synchronous work. */
const ceder = () => new Promise<void>((listo) => { setImmediate(listo); });

/** Rows written between two turns for other requests: each slice of an export stays short. */
const FILAS_POR_TURNO = 100;

/**
 * The sheet's XML in pieces: the header row, then one piece per batch of rows as it arrives. The
 * columns' widths come before the rows in the XML, so they are measured on the header and the first
 * batch (a whole file of up to one batch), the layout every exported sheet shares (`formatoHoja`).
 */
export async function* xmlDeHoja(columnas: readonly string[], lotes: AsyncIterable<(string | number)[][]>, textos: TextosCompartidos): AsyncGenerator<Buffer> {
  const iterador = lotes[Symbol.asyncIterator]();
  try {
    let paso = await iterador.next();
    const vista = vistaYColumnasXml(anchosDeColumnas(columnas, paso.done ? [] : paso.value));
    yield Buffer.from(`${INICIO_HOJA}${vista}<sheetData>${filaXml(1, columnas, textos)}`);
    let numero = 1;
    for (; !paso.done; paso = await iterador.next()) {
      const lote = paso.value;
      let xml = '';
      for (let i = 0; i < lote.length; i++) {
        if (i % FILAS_POR_TURNO === 0) await ceder();
        xml += filaXml(++numero, lote[i], textos);
      }
      yield Buffer.from(xml);
    }
    yield Buffer.from(FIN_HOJA);
  } finally {
    // Stopped early (the client went away), the rows' reading stops too, as a for-await would.
    await iterador.return?.();
  }
}
