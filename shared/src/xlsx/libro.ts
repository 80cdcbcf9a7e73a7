import type { AOA2SheetOpts, WorkBook } from 'xlsx';
import { type Celda, neutralizarFormula } from '../contracts/celdas';

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

/** Builds the workbook with the given xlsx module (pure: testable in Node). */
export function construirLibro(XLSX: ModuloXlsx, { hoja, columnas, filas }: HojaDeCalculo): WorkBook {
  const datos = [columnas, ...filas.map((fila) => fila.map(neutralizarFormula))];
  const libro = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(libro, XLSX.utils.aoa_to_sheet(datos, HOJA_DENSA), hoja);
  return libro;
}

/** Downloads the sheet; the xlsx writer is loaded only now, never on a startup path. */
export async function descargarLibro(hojaDeCalculo: HojaDeCalculo): Promise<void> {
  const XLSX = await import('xlsx');
  XLSX.writeFile(construirLibro(XLSX, hojaDeCalculo), hojaDeCalculo.nombreArchivo);
}
