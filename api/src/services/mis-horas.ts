import type {
  FiltrosActivos, MisHorasPorClienteQuery, MisHorasPorFechaQuery, MisHorasPorSemanaQuery, MisHorasRespuesta,
} from '@horas/shared/contracts';
import { DatosInvalidosError } from '../lib/errores';
import { aFechaCarga, fechaIso, finDeMes, rango } from '../lib/fechas';
import type { ClientesRepository } from '../repositories/clientes';
import type { HorasRepository, ListadoHoras } from '../repositories/horas';
import type { Actor } from './actor';
import { clienteNoEncontrado } from './catalogo';

const MAX_DIAS = 366;
const sinFiltros: Omit<FiltrosActivos, 'totalDias'> = {
  clienteId: null, fecha: null, fechaInicio: null, fechaFin: null, mes: null, año: null,
};

interface Periodo {
  desde?: string;
  hasta?: string;
  texto: string;
  filtros: Partial<FiltrosActivos>;
}

/** The date part of a client query: month + year, one day, a range, or all dates. */
function periodoDeCliente(q: MisHorasPorClienteQuery): Periodo {
  const { mes, año: anio } = q;
  if ((mes === undefined) !== (anio === undefined)) throw new DatosInvalidosError('Debe indicar el mes y el año.');
  if ((q.fechaInicio === undefined) !== (q.fechaFin === undefined)) throw new DatosInvalidosError('Por favor seleccione las fechas de inicio y fin');
  const modos = [mes !== undefined, q.fecha !== undefined, q.fechaInicio !== undefined].filter(Boolean).length;
  if (modos > 1) throw new DatosInvalidosError('Use un solo filtro de fecha: mes y año, fecha específica o rango de fechas.');
  if (mes !== undefined && anio !== undefined) {
    const desde = `${anio}-${String(mes).padStart(2, '0')}-01`;
    return { desde, hasta: finDeMes(anio, mes), texto: `${String(mes).padStart(2, '0')}/${anio}`, filtros: { mes, año: anio } };
  }
  if (q.fecha !== undefined) return periodoDeDia(q.fecha);
  if (q.fechaInicio !== undefined && q.fechaFin !== undefined) return periodoDeRango(q.fechaInicio, q.fechaFin);
  return { texto: 'Todas las fechas', filtros: {} };
}

function periodoDeDia(fecha: string): Periodo {
  fechaIso(fecha);
  return { desde: fecha, hasta: fecha, texto: aFechaCarga(fecha), filtros: { fecha } };
}

function periodoDeRango(fechaInicio: string, fechaFin: string): Periodo {
  rango(fechaInicio, fechaFin, MAX_DIAS);
  return {
    desde: fechaInicio, hasta: fechaFin, texto: `${aFechaCarga(fechaInicio)} - ${aFechaCarga(fechaFin)}`, filtros: { fechaInicio, fechaFin },
  };
}

/** The answer as JSON text: the listing's entries as the database wrote them, then the totals. */
function respuesta(listado: ListadoHoras, clienteId: number | null, periodo: Periodo): string {
  const resto: Omit<MisHorasRespuesta, 'horas'> = {
    totalHoras: Math.round(listado.total * 100) / 100,
    clienteId,
    periodo: periodo.texto,
    filtrosActivos: { ...sinFiltros, ...periodo.filtros, clienteId, totalDias: listado.dias },
  };
  return `{"horas":${listado.json},${JSON.stringify(resto).slice(1)}`;
}

export interface MisHorasDeps {
  horas: Pick<HorasRepository, 'listar'>;
  clientes: Pick<ClientesRepository, 'resumen'>;
}

/** The caller's own entries only, whatever the query says. */
export function misHorasService({ horas, clientes }: MisHorasDeps) {

  async function consultar(actor: Actor, clienteId: number | undefined, periodo: Periodo): Promise<string> {
    if (clienteId !== undefined && !(await clientes.resumen(clienteId))) throw clienteNoEncontrado(clienteId);
    const lista = await horas.listar({ usuarioId: actor.id, clienteId, desde: periodo.desde, hasta: periodo.hasta });
    return respuesta(lista, clienteId ?? null, periodo);
  }

  return {
    porCliente: (actor: Actor, q: MisHorasPorClienteQuery) => consultar(actor, q.clienteId, periodoDeCliente(q)),
    porFecha: (actor: Actor, q: MisHorasPorFechaQuery) =>
      consultar(actor, q.clienteId, periodoDeDia(q.fecha)),
    porSemana: (actor: Actor, q: MisHorasPorSemanaQuery) =>
      consultar(actor, q.clienteId, periodoDeRango(q.fechaInicio, q.fechaFin)),
  };
}
