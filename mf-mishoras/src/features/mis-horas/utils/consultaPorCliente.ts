import { aIso, type MisHorasPorClienteQuery } from '@horas/shared';
import type { Dayjs } from 'dayjs';

export type ModoFecha = 'todas' | 'mes' | 'fecha' | 'rango';

export const MODOS_FECHA: { value: ModoFecha; label: string }[] = [
  { value: 'todas', label: 'Todas las fechas' },
  { value: 'mes', label: 'Por mes y año' },
  { value: 'fecha', label: 'Fecha específica' },
  { value: 'rango', label: 'Rango de fechas' },
];

export interface ValoresFiltroCliente {
  clienteId?: number;
  modo: ModoFecha;
  mes?: string;
  año?: string;
  fecha?: Dayjs;
  fechaInicio?: Dayjs;
  fechaFin?: Dayjs;
}

/** Either the query to send or the spec §5 alert that stops the search. */
export type ResultadoConsulta = { consulta: MisHorasPorClienteQuery } | { aviso: string };

export function consultaPorCliente(v: ValoresFiltroCliente): ResultadoConsulta {
  if (v.clienteId === undefined) return { aviso: 'Por favor seleccione un cliente' };
  const { clienteId } = v;
  switch (v.modo) {
    case 'todas':
      return { consulta: { clienteId } };
    case 'mes': {
      // Spec §5: month and year travel only together; a blank one means "all dates".
      const mes = v.mes?.trim();
      const año = v.año?.trim();
      return { consulta: mes && año ? { clienteId, mes: Number(mes), año: Number(año) } : { clienteId } };
    }
    case 'fecha':
      return v.fecha ? { consulta: { clienteId, fecha: aIso(v.fecha) } } : { aviso: 'Por favor seleccione una fecha específica' };
    case 'rango':
      return v.fechaInicio && v.fechaFin
        ? { consulta: { clienteId, fechaInicio: aIso(v.fechaInicio), fechaFin: aIso(v.fechaFin) } }
        : { aviso: 'Por favor seleccione las fechas de inicio y fin' };
  }
}
