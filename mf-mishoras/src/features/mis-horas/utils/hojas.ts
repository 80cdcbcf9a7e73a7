import { formatHoras, formatPorcentaje, sumarHoras, type HojaDeCalculo } from '@horas/shared';
import { COLUMNAS_REGISTRO, filaDeRegistro, type Registro } from './registro';
import type { ResumenCliente } from './resumenPorCliente';

/** `hoy` is the download day as YYYY-MM-DD, the `{date}` of the spec's file names. */
export const hojaMisHoras = (registros: Registro[], hoy: string): HojaDeCalculo => ({
  nombreArchivo: `mis_horas_${hoy}.xlsx`,
  hoja: 'Mis Horas',
  columnas: COLUMNAS_REGISTRO,
  filas: registros.map(filaDeRegistro),
});

/** The TOTAL row is only added when there is something to total. */
export function hojaResumenClientes(resumen: ResumenCliente[], hoy: string): HojaDeCalculo {
  const filas = resumen.map((r) => [r.cliente, Number(formatHoras(r.horas)), Number(formatPorcentaje(r.porcentaje))]);
  const total = sumarHoras(resumen.map((r) => r.horas));
  return {
    nombreArchivo: `resumen_clientes_${hoy}.xlsx`,
    hoja: 'Resumen por Cliente',
    columnas: ['Cliente', 'Horas Totales', '% del Total'],
    filas: filas.length > 0 ? [...filas, ['TOTAL', total, 100]] : [],
  };
}
