import {
  celdasAusencia, MAX_DIAS_AUSENCIA, MAX_DIAS_CALENDARIO, MENSAJES_AUSENCIA,
  type Ausencia, type AusenciasQuery, type CalendarioAusencias, type CalendarioQuery, type SaldoAusencias,
} from '@horas/shared/contracts';
import { NoEncontradoError, SinPermisoError } from '../lib/errores';
import { rango } from '../lib/fechas';
import type { AusenciasRepository, FilaAusencia } from '../repositories/ausencias';
import type { CatalogoRepository } from '../repositories/catalogo';
import type { UsuariosRepository } from '../repositories/usuarios';
import { esAdmin, type Actor } from './actor';
import { saldoDelAño, vistaAusencia } from './ausencias-reglas';
import { usuarioNoEncontrado } from './jornadas';
import { porNombreCompleto } from './saldos';

export interface LecturaAusenciasDeps {
  ausencias: Pick<AusenciasRepository, 'listar' | 'diasDelAño' | 'asignacion' | 'diasPorDefecto'>;
  usuarios: Pick<UsuariosRepository, 'existe' | 'liderados' | 'listar'>;
  catalogo: Pick<CatalogoRepository, 'area'>;
}

/**
 * What each caller may read of absences. A person's absences (with their type: health data) are
 * theirs and their approvers' (the months' rule of `aprobadores`: a responsable for the people of
 * the areas they lead, never their own; administrators everyone). The team calendar shows only the
 * dates to colleagues who share an area.
 */
export function lecturaAusenciasService({ ausencias, usuarios, catalogo }: LecturaAusenciasDeps) {
  /** Whose absences the caller sees whole: null = everyone (an administrator). */
  async function visibles(actor: Actor): Promise<Set<number> | null> {
    if (esAdmin(actor)) return null;
    return new Set([actor.id, ...(await usuarios.liderados(actor.id))]);
  }

  /** 404 for an administrator naming an unknown user; 403 for anyone naming someone they may not see (an id reveals nothing). */
  async function exigirVisible(actor: Actor, usuarioId: number, vistos: Set<number> | null): Promise<void> {
    if (vistos === null) {
      if (!(await usuarios.existe(usuarioId))) throw usuarioNoEncontrado(usuarioId);
    } else if (!vistos.has(usuarioId)) throw new SinPermisoError(MENSAJES_AUSENCIA.verAjenas);
  }

  async function exigirArea(areaId: number | undefined): Promise<void> {
    if (areaId !== undefined && !(await catalogo.area(areaId))) throw new NoEncontradoError(`Área con ID ${areaId} no encontrada`);
  }

  /** What GET /ausencias (and the export) shows the caller: those overlapping the range, by `desde` then name. */
  async function listar(actor: Actor, q: AusenciasQuery): Promise<Ausencia[]> {
    const { desde, hasta } = rango(q.desde, q.hasta, MAX_DIAS_AUSENCIA);
    const vistos = await visibles(actor);
    if (q.usuarioId !== undefined) await exigirVisible(actor, q.usuarioId, vistos);
    await exigirArea(q.areaId);
    const usuarioIds = q.usuarioId !== undefined ? [q.usuarioId] : vistos && [...vistos];
    const filas = await ausencias.listar({ desde, hasta, usuarioIds, areaId: q.areaId, estados: q.estado && [q.estado] });
    return filas.map((f) => vistaAusencia(f));
  }

  return {
    listar,

    /** ausencias.xlsx: what GET /ausencias shows the caller for the range (and area), each person's areas by name. */
    async filasXlsx(actor: Actor, q: CalendarioQuery): Promise<{ total: number; lotes: AsyncIterable<(string | number)[][]> }> {
      const [lista, todos] = await Promise.all([listar(actor, q), usuarios.listar()]);
      const areas = new Map(todos.map((u) => [u.id, u.areas.map((a) => a.nombre)]));
      // One batch: a listing the caller may see is at most a year of absences, read whole as GET /ausencias reads it.
      const filas = lista.map((a) => celdasAusencia(a, areas.get(a.usuario.id) ?? []));
      return { total: filas.length, lotes: (async function* () { yield filas; })() };
    },

    async saldo(actor: Actor, usuarioId: number, año: number): Promise<SaldoAusencias> {
      await exigirVisible(actor, usuarioId, await visibles(actor));
      return saldoDelAño({ ausencias }, usuarioId, año);
    },

    /**
     * The pending and approved absences of the active people who share an area with the caller
     * (the caller included; administrators: everyone), the type only where the caller may see it.
     */
    async calendario(actor: Actor, q: CalendarioQuery): Promise<CalendarioAusencias> {
      const { desde, hasta } = rango(q.desde, q.hasta, MAX_DIAS_CALENDARIO);
      await exigirArea(q.areaId);
      const [todos, vistos] = await Promise.all([usuarios.listar(), visibles(actor)]);
      const mias = new Set(todos.find((u) => u.id === actor.id)?.areas.map((a) => a.id));
      const personas = todos.filter((u) => u.activo
        && (esAdmin(actor) || u.areas.some((a) => mias.has(a.id)))
        && (q.areaId === undefined || u.areas.some((a) => a.id === q.areaId)));
      const suyas = new Map<number, FilaAusencia[]>();
      for (const f of await ausencias.listar({ desde, hasta, usuarioIds: personas.map((u) => u.id), estados: ['pendiente', 'aprobada'] })) {
        suyas.set(f.usuarioId, [...(suyas.get(f.usuarioId) ?? []), f]);
      }
      return {
        personas: personas
          .map((u) => ({ ...u, usuarioId: u.id }))
          .sort(porNombreCompleto)
          .map((u) => ({
            usuario: { id: u.id, nombre: u.nombre, apellidos: u.apellidos },
            areas: u.areas,
            ausencias: (suyas.get(u.id) ?? []).map((f) => {
              const { id, desde: d, hasta: h, medioDia, estado, tipo } = vistaAusencia(f, vistos === null || vistos.has(u.id));
              return { id, desde: d, hasta: h, medioDia, estado, tipo };
            }),
          })),
      };
    },
  };
}
export type LecturaAusencias = ReturnType<typeof lecturaAusenciasService>;
