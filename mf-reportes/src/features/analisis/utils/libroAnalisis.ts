import { ETIQUETA_DIMENSION, LIBRO_ANALISIS, type Analisis, type Celda, type HojaDeCalculo } from '@horas/shared';
import { columnasDe } from './columnas';
import { filasDe, filaTotal, type FilaAnalisis } from './filas';

/**
 * analisis.xlsx, sheet 'Análisis': the table as shown, every subgroup under its group (with the
 * group's name repeated, so the sheet filters and pivots), then the 'TOTAL' row. Values are numbers.
 */
export function libroAnalisis(analisis: Analisis): HojaDeCalculo {
  const columnas = columnasDe(analisis);
  const nombres = (fila: FilaAnalisis, subgrupo: string | null): Celda[] => (analisis.subgrupo ? [fila.nombreGrupo ?? fila.nombre, subgrupo] : [fila.nombre]);
  const fila = (f: FilaAnalisis, subgrupo: string | null): Celda[] => [...nombres(f, subgrupo), ...columnas.map((c) => c.valor(f))];
  const filas = filasDe(analisis).flatMap((grupo) => [fila(grupo, null), ...(grupo.children ?? []).map((s) => fila(s, s.nombre))]);
  const total = filaTotal(analisis);
  return {
    nombreArchivo: LIBRO_ANALISIS.archivo,
    hoja: LIBRO_ANALISIS.hoja,
    columnas: [ETIQUETA_DIMENSION[analisis.grupo], ...(analisis.subgrupo ? [ETIQUETA_DIMENSION[analisis.subgrupo]] : []), ...columnas.map((c) => c.titulo)],
    filas: [...filas, fila({ ...total, nombre: LIBRO_ANALISIS.total }, null)],
  };
}
