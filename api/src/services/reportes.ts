import type { RangoQuery } from '@horas/shared/contracts';
import { NoEncontradoError, SinPermisoError } from '../lib/errores';
import { rango } from '../lib/fechas';
import { catalogoRepository } from '../repositories/catalogo';
import { clientesRepository } from '../repositories/clientes';
import { horasRepository } from '../repositories/horas';
import { usuariosRepository } from '../repositories/usuarios';
import { esAdmin, type Actor } from './actor';
import { clienteNoEncontrado } from './catalogo';
import type { Contexto } from './contexto';
import { MENSAJE_HORAS_AJENAS } from './horas';

/** At most one year and a day per report. */
export const MAX_DIAS_REPORTE = 366;

/** Report ranges: an admin on anyone; other users only on themselves. Entries as JSON text. */
export function reportesService({ db }: Contexto) {
  const horas = horasRepository(db);
  const usuarios = usuariosRepository(db);
  const clientes = clientesRepository(db);
  const catalogo = catalogoRepository(db);

  function soloAdmin(actor: Actor) {
    if (!esAdmin(actor)) throw new SinPermisoError(MENSAJE_HORAS_AJENAS);
  }

  const periodo = (q: RangoQuery) => {
    const { desde, hasta } = rango(q.fechaDesde, q.fechaHasta, MAX_DIAS_REPORTE);
    return { desde, hasta };
  };

  return {
    async porUsuario(actor: Actor, usuarioId: number, q: RangoQuery): Promise<string> {
      if (usuarioId !== actor.id) soloAdmin(actor);
      const r = periodo(q);
      if (!(await usuarios.existe(usuarioId))) throw new NoEncontradoError(`Usuario con ID ${usuarioId} no encontrado`);
      return (await horas.listar({ usuarioId, ...r })).json;
    },

    async porCliente(actor: Actor, clienteId: number, q: RangoQuery): Promise<string> {
      soloAdmin(actor);
      const r = periodo(q);
      if (!(await clientes.resumen(clienteId))) throw clienteNoEncontrado(clienteId);
      return (await horas.listar({ clienteId, ...r })).json;
    },

    async porArea(actor: Actor, areaId: number, q: RangoQuery): Promise<string> {
      soloAdmin(actor);
      const r = periodo(q);
      if (!(await catalogo.area(areaId))) throw new NoEncontradoError(`Área con ID ${areaId} no encontrada`);
      return (await horas.listar({ areaId, ...r })).json;
    },

    async todos(actor: Actor, q: RangoQuery): Promise<string> {
      soloAdmin(actor);
      return (await horas.listar(periodo(q))).json;
    },
  };
}
