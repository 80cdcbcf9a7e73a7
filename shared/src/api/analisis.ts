import type { Analisis, AnalisisQueryEntrada, PaginaRegistrosAnalisis, RegistrosAnalisisQueryEntrada } from '../contracts';
import { http } from './http';

/** The hours the caller may see, grouped as the query says (lists as comma-separated text). */
export const obtenerAnalisis = (query: AnalisisQueryEntrada) =>
  http.get<Analisis>('/reportes/analisis', { params: query }).then((r) => r.data);
/** One page of the entries behind a cell, newest day first; `siguiente` asks for the next one. */
export const obtenerRegistrosAnalisis = (query: RegistrosAnalisisQueryEntrada) =>
  http.get<PaginaRegistrosAnalisis>('/reportes/analisis/registros', { params: query }).then((r) => r.data);
