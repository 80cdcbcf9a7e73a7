import type { AOA2SheetOpts, WorkBook } from 'xlsx';
import { type Celda, neutralizarFormula } from '../contracts/celdas';
import { anchosDeColumnas, vistaYColumnasXml } from '../contracts/formatoHoja';
import { descargarArchivo } from './descargarArchivo';

export interface HojaDeCalculo {
  nombreArchivo: string;
  hoja: string;
  columnas: string[];
  filas: Celda[][];
}

type ModuloXlsx = typeof import('xlsx');

// A dense sheet (an array of rows, not one key per cell) writes the same bytes faster on large
// ranges. xlsx 0.18.5 reads this option in aoa_to_sheet but declares it only for parsing.
const HOJA_DENSA = { dense: true } as AOA2SheetOpts;

const RUTA_HOJA = '/xl/worksheets/sheet1.xml';
const TIPO_XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Builds the workbook with the given xlsx module (pure: testable in Node). */
export function construirLibro(XLSX: ModuloXlsx, { hoja, columnas, filas }: HojaDeCalculo): WorkBook {
  const datos = [columnas, ...filas.map((fila) => fila.map(neutralizarFormula))];
  const libro = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(libro, XLSX.utils.aoa_to_sheet(datos, HOJA_DENSA), hoja);
  return libro;
}

/**
 * The workbook's bytes, laid out as every exported sheet (`formatoHoja`): the header row frozen and
 * the columns as wide as their content. The xlsx module writes neither a frozen pane nor (without
 * styles) widths as wanted, so its sheet's view is replaced in the written file, opened with the
 * zip reader it ships (CFB).
 */
export function escribirLibro(XLSX: ModuloXlsx, hojaDeCalculo: HojaDeCalculo): Uint8Array<ArrayBuffer> {
  const escrito = XLSX.write(construirLibro(XLSX, hojaDeCalculo), { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
  const zip = XLSX.CFB.read(new Uint8Array(escrito), { type: 'array' });
  const hoja = XLSX.CFB.find(zip, RUTA_HOJA);
  if (!hoja) throw new Error(`El libro no tiene ${RUTA_HOJA}`);
  const vista = vistaYColumnasXml(anchosDeColumnas(hojaDeCalculo.columnas, hojaDeCalculo.filas));
  const xml = new TextDecoder().decode(hoja.content as Uint8Array).replace(/<sheetViews>[\s\S]*?<\/sheetViews>/, vista);
  hoja.content = new TextEncoder().encode(xml);
  hoja.size = hoja.content.length;
  return new Uint8Array(XLSX.CFB.write(zip, { fileType: 'zip', type: 'array', compression: true }) as ArrayLike<number>);
}

/** Downloads the sheet; the xlsx writer is loaded only now, never on a startup path. */
export async function descargarLibro(hojaDeCalculo: HojaDeCalculo): Promise<void> {
  const XLSX = await import('xlsx');
  descargarArchivo(new Blob([escribirLibro(XLSX, hojaDeCalculo)], { type: TIPO_XLSX }), hojaDeCalculo.nombreArchivo);
}
