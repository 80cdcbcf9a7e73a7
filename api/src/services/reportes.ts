import { celdasReporte, type RangoQuery, type ReporteXlsxQuery } from '@horas/shared/contracts';
import { NoEncontradoError, SinPermisoError } from '../lib/errores';
import { rango } from '../lib/fechas';
import type { CatalogoRepository } from '../repositories/catalogo';
import type { ClientesRepository } from '../repositories/clientes';
import type { FiltroHoras, HorasRepository } from '../repositories/horas';
import type { HorasReporteRepository } from '../repositories/horas-reporte';
import type { UsuariosRepository } from '../repositories/usuarios';
import { esAdmin, type Actor } from './actor';
import { clienteNoEncontrado } from './catalogo';
import { MENSAJE_HORAS_AJENAS } from './horas';

/** At most this many days (both ends included) per report. */
export const MAX_DIAS_REPORTE = 366;

type Pedido = { tipo: ReporteXlsxQuery['tipo']; id?: number };

/** A report file: its row count, and its rows (cells in the layout's order) in batches. */
export interface FilasReporte {
  total: number;
  lotes: AsyncIterable<(string | number)[][]>;
}

export interface ReportesDeps {
  horas: Pick<HorasRepository, 'listar'>;
  reporte: Pick<HorasReporteRepository, 'contar' | 'lotes'>;
  usuarios: Pick<UsuariosRepository, 'existe'>;
  clientes: Pick<ClientesRepository, 'resumen'>;
  catalogo: Pick<CatalogoRepository, 'area'>;
}

/**
 * Report ranges: an admin on anyone; other users only on themselves. The JSON calls answer the
 * entries as JSON text; the file answers horas.xlsx's rows. Both check the same way, in the same
 * order: permission (403), range (400), then the user, client or area (404).
 */
export function reportesService({ horas, reporte, usuarios, clientes, catalogo }: ReportesDeps) {

  async function autorizar(actor: Actor, { tipo, id }: Pedido, q: RangoQuery): Promise<{ filtro: FiltroHoras & { desde: string }; area?: string }> {
    if (!esAdmin(actor) && !(tipo === 'usuario' && id === actor.id)) throw new SinPermisoError(MENSAJE_HORAS_AJENAS);
    const { desde, hasta } = rango(q.fechaDesde, q.fechaHasta, MAX_DIAS_REPORTE);
    switch (tipo) {
      case 'usuario':
        if (!(await usuarios.existe(id!))) throw new NoEncontradoError(`Usuario con ID ${id} no encontrado`);
        return { filtro: { usuarioId: id, desde, hasta } };
      case 'cliente':
        if (!(await clientes.resumen(id!))) throw clienteNoEncontrado(id!);
        return { filtro: { clienteId: id, desde, hasta } };
      case 'area': {
        const area = await catalogo.area(id!);
        if (!area) throw new NoEncontradoError(`Área con ID ${id} no encontrada`);
        return { filtro: { areaId: id, desde, hasta }, area: area.nombre };
      }
      case 'todos':
        return { filtro: { desde, hasta } };
    }
  }

  const json = async (actor: Actor, pedido: Pedido, q: RangoQuery) => (await horas.listar((await autorizar(actor, pedido, q)).filtro)).json;

  async function* celdas(lotes: AsyncIterable<Parameters<typeof celdasReporte>[0][]>, area?: string) {
    for await (const lote of lotes) yield lote.map((fila) => celdasReporte(fila, area));
  }

  return {
    porUsuario: (actor: Actor, usuarioId: number, q: RangoQuery) => json(actor, { tipo: 'usuario', id: usuarioId }, q),
    porCliente: (actor: Actor, clienteId: number, q: RangoQuery) => json(actor, { tipo: 'cliente', id: clienteId }, q),
    porArea: (actor: Actor, areaId: number, q: RangoQuery) => json(actor, { tipo: 'area', id: areaId }, q),
    todos: (actor: Actor, q: RangoQuery) => json(actor, { tipo: 'todos' }, q),

    /**
     * horas.xlsx's rows for the same query as the JSON calls. Everything that can fail the request
     * (permission, range, 404) and the row count are settled here, before the file's first byte;
     * reading stops once `signal` aborts (the client went away).
     */
    async filasXlsx(actor: Actor, { tipo, id, ...q }: ReporteXlsxQuery, signal: AbortSignal): Promise<FilasReporte> {
      const { filtro, area } = await autorizar(actor, { tipo, id }, q);
      const total = await reporte.contar(filtro);
      // Lazy: nothing is read until the file is written, and never when it is empty.
      return { total, lotes: celdas(reporte.lotes(filtro, signal), area) };
    },
  };
}
