import { z } from 'zod';
import { type Celda, neutralizarFormula } from './celdas';
import { fechaIsoSchema, idSchema } from './common';
import { nombreCompleto } from './usuarios';

/** horas.xlsx of the Reportes screen (spec §3): its file, its one sheet and its nine columns, in order. */
export const LIBRO_REPORTE = {
  nombreArchivo: 'horas.xlsx',
  hoja: 'Horas',
  columnas: ['Fecha de Carga', 'Cliente', 'Usuario', 'Horas', 'Descripción', 'Seniority Hora', 'Servicio', 'Tarea', 'Área'],
} as const;

/** What one row of horas.xlsx is made of: an entry's own texts, before the layout's rules. */
export interface DatosFilaReporte {
  fechaCarga: string;
  cliente: string | null;
  nombre: string;
  apellidos: string;
  horas: number;
  descripcion: string;
  senorityhora: string;
  servicio: string | null;
  tarea: string | null;
  /** The user's areas, by name. */
  areas: string[];
}

const SIN_DATO = 'N/A';
const oSinDato = (texto: string | null | undefined): string => (texto?.trim() ? texto : SIN_DATO);

/**
 * One row's cells, in the order of `LIBRO_REPORTE.columnas`: 'N/A' for what is missing, the hours a
 * number (so the sheet can sum them), every text neutralised against formulas. `areaDelReporte` is
 * the chosen area's name on area reports; otherwise the column lists the user's own areas.
 */
export function celdasReporte(fila: DatosFilaReporte, areaDelReporte?: string): (string | number)[] {
  const celdas: Celda[] = [
    fila.fechaCarga,
    oSinDato(fila.cliente),
    nombreCompleto(fila).trim(),
    fila.horas,
    fila.descripcion,
    oSinDato(fila.senorityhora),
    oSinDato(fila.servicio),
    oSinDato(fila.tarea),
    oSinDato(areaDelReporte ?? fila.areas.join(', ')),
  ];
  return celdas.map(neutralizarFormula);
}

/** The report a file is asked for: a user, every user, a client or an area. */
export const TIPOS_REPORTE = ['usuario', 'todos', 'cliente', 'area'] as const;
export type TipoReporte = (typeof TIPOS_REPORTE)[number];

const NOMBRE_DEL_ID: Record<Exclude<TipoReporte, 'todos'>, string> = { usuario: 'del usuario', cliente: 'del cliente', area: 'del área' };

/** GET /horas/reporte.xlsx: `id` names the user, client or area, and is left out for 'todos'. */
export const reporteXlsxQuerySchema = z.object({
  tipo: z.enum(TIPOS_REPORTE, { error: "El tipo de reporte debe ser 'usuario', 'todos', 'cliente' o 'area'." }),
  id: idSchema.optional(),
  fechaDesde: fechaIsoSchema,
  fechaHasta: fechaIsoSchema,
}).strict().superRefine(({ tipo, id }, ctx) => {
  if (tipo === 'todos' && id !== undefined) ctx.addIssue({ code: 'custom', path: ['id'], message: 'El reporte de todos los usuarios no lleva id.' });
  if (tipo !== 'todos' && id === undefined) ctx.addIssue({ code: 'custom', path: ['id'], message: `Debe indicar el id ${NOMBRE_DEL_ID[tipo]}.` });
});
export type ReporteXlsxQuery = z.infer<typeof reporteXlsxQuerySchema>;

/** The content type of the workbooks the API writes. */
export const TIPO_XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Response header with the number of rows of horas.xlsx (its header row not counted). */
export const CABECERA_TOTAL_FILAS = 'X-Total-Count';
