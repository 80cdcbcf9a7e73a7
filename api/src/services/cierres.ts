import type { Cierre, CierreDetalle, CierreFila, EstadoCierre, Hora } from '@horas/shared/contracts';
import { NoEncontradoError, SinPermisoError } from '../lib/errores';
import { diasDelMes } from '../lib/fechas';
import type { CatalogoRepository } from '../repositories/catalogo';
import type { CierresRepository } from '../repositories/cierres';
import type { HorasRepository } from '../repositories/horas';
import type { UsuariosRepository } from '../repositories/usuarios';
import type { Actor } from './actor';
import { aprobadores } from './aprobadores';
import { datosDeCierre, lectorDeCierres, type LectorDeCierresDeps } from './cierre-datos';
import { usuarioNoEncontrado } from './jornadas';
import { porNombreCompleto, porUsuario } from './saldos';

export const MENSAJE_CIERRE_AJENO = 'No tiene permisos para ver el cierre de otro usuario.';

export interface CierresDeps extends LectorDeCierresDeps {
  cierres: Pick<CierresRepository, 'uno' | 'historial' | 'delMes'>;
  usuarios: Pick<UsuariosRepository, 'existe' | 'listar' | 'esResponsable' | 'liderados'>;
  horas: Pick<HorasRepository, 'listar'>;
  catalogo: Pick<CatalogoRepository, 'area'>;
}

/**
 * Reading month closings: one's own, one month as its approver reviews it, and the months an
 * approver sees (administrators: everyone; responsables: the people of the areas they lead, not
 * themselves). Checks in the API's order: input (400, the route), the user or area (404), who asks (403).
 */
export function cierresService(deps: CierresDeps) {
  const { cierres, objetivos, usuarios, horas, catalogo } = deps;
  const lector = lectorDeCierres(deps);
  const quien = aprobadores(usuarios);

  return {
    mio: async (actor: Actor, mes: string): Promise<Cierre> => (await lector.leer(actor.id, mes)).cierre,

    async detalle(actor: Actor, usuarioId: number, mes: string): Promise<CierreDetalle> {
      if (!(await usuarios.existe(usuarioId))) throw usuarioNoEncontrado(usuarioId);
      if (usuarioId !== actor.id && !(await quien.aprueba(actor, usuarioId))) throw new SinPermisoError(MENSAJE_CIERRE_AJENO);
      const { desde, hasta } = diasDelMes(mes);
      const [{ cierre, dias }, listado] = await Promise.all([lector.leer(usuarioId, mes), horas.listar({ usuarioId, desde, hasta })]);
      return {
        ...cierre,
        dias: dias.map(({ fecha, objetivo, cargadas, feriado, ausencia }) => ({ fecha, objetivo, cargadas, feriado, ausencia })),
        horas: JSON.parse(listado.json) as Hora[],
      };
    },

    /** Every active user of the month, and the inactive ones with hours in it; by surname. */
    async lista(actor: Actor, q: { mes: string; areaId?: number; estado?: EstadoCierre }): Promise<CierreFila[]> {
      if (q.areaId !== undefined && !(await catalogo.area(q.areaId))) throw new NoEncontradoError(`Área con ID ${q.areaId} no encontrada`);
      const aprobados = await quien.aprobadosPor(actor);
      const { desde, hasta } = diasDelMes(q.mes);
      const [dias, estados, todos] = await Promise.all([
        objetivos.dias(aprobados === null ? { saldos: true, areaId: q.areaId } : { responsableId: actor.id }, desde, hasta).then(porUsuario),
        cierres.delMes(q.mes),
        usuarios.listar(),
      ]);
      const hoy = lector.hoy();
      const filas: CierreFila[] = [];
      for (const u of todos) {
        const suyos = dias.get(u.id);
        if (!suyos || (q.areaId !== undefined && !u.areas.some((a) => a.id === q.areaId))) continue;
        const datos = datosDeCierre(u.id, q.mes, estados.get(u.id), suyos, hoy);
        if (q.estado === undefined || datos.estado === q.estado) filas.push({ ...datos, nombre: u.nombre, apellidos: u.apellidos, areas: u.areas });
      }
      return filas.sort((a, b) => porNombreCompleto(a, b));
    },
  };
}
