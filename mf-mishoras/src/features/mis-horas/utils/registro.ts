import { formatHoras, type Hora } from '@horas/shared';

/** One hour entry as the table and the 'Mis Horas' sheet show it, with the spec's fallbacks. */
export interface Registro {
  id: number;
  fecha: string;
  cliente: string;
  servicio: string;
  tarea: string;
  horas: number;
  descripcion: string;
}

export const SIN_CLIENTE = 'Sin cliente';

export const aRegistro = (hora: Hora): Registro => ({
  id: hora.id,
  fecha: hora.fechaCarga,
  cliente: hora.cliente?.nombre ?? SIN_CLIENTE,
  servicio: hora.servicio?.nombre ?? 'Sin servicio',
  tarea: hora.tarea?.nombre ?? 'Sin tarea',
  horas: hora.horas,
  descripcion: hora.descripcion,
});

/** dd/MM/yyyy as yyyyMMdd, which sorts like the days themselves. */
const diaOrdenable = (fecha: string) => fecha.split('/').reverse().join('');

/** Newest day first; within a day, the entry logged last first. */
export const masRecientesPrimero = (a: Registro, b: Registro): number =>
  diaOrdenable(b.fecha).localeCompare(diaOrdenable(a.fecha)) || b.id - a.id;

export const COLUMNAS_REGISTRO = ['Fecha', 'Cliente', 'Servicio', 'Tarea', 'Horas', 'Descripción'];

/** Hours go to the sheet as numbers (rounded like on screen) so they can be summed there. */
export const filaDeRegistro = (r: Registro) => [r.fecha, r.cliente, r.servicio, r.tarea, Number(formatHoras(r.horas)), r.descripcion];
