import type { Celda, Hora } from '@horas/shared';

export const NOMBRE_ARCHIVO_REPORTE = 'horas.xlsx';
export const HOJA_REPORTE = 'Horas';
export const COLUMNAS_REPORTE = [
  'Fecha de Carga', 'Cliente', 'Usuario', 'Horas', 'Descripción', 'Seniority Hora', 'Servicio', 'Tarea', 'Área',
];

const SIN_DATO = 'N/A';

const oSinDato = (texto: string | null | undefined): string => (texto?.trim() ? texto : SIN_DATO);

/**
 * One spreadsheet row per entry, columns in the order of spec §3. `areaDelReporte` is the chosen
 * area's name on area reports; otherwise the column lists the user's own areas.
 */
export function filaReporte(hora: Hora, areaDelReporte?: string): Celda[] {
  const area = areaDelReporte ?? hora.usuario.areas.map((a) => a.nombre).join(', ');
  return [
    hora.fechaCarga,
    oSinDato(hora.cliente?.nombre),
    `${hora.usuario.nombre} ${hora.usuario.apellidos}`.trim(),
    hora.horas,
    hora.descripcion,
    oSinDato(hora.senorityhora),
    oSinDato(hora.servicio?.nombre),
    oSinDato(hora.tarea?.nombre),
    oSinDato(area),
  ];
}
