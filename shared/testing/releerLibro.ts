import * as XLSX from 'xlsx';
import { escribirLibro, type HojaDeCalculo } from '../src/xlsx/libro';
import { leerLibro } from './formatoDeLibro';

/** A sheet written as the browser's download writes it, then read back (`leerLibro`). */
export const releerLibro = (hoja: HojaDeCalculo) => leerLibro(escribirLibro(XLSX, hoja));
