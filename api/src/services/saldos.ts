import { MAX_DIAS_SALDO, totalesDeSaldo, totalesDeSumas, type Saldo, type SaldoUsuario } from '@horas/shared/contracts';
import type { Config } from '../config';
import { NoEncontradoError, SinPermisoError } from '../lib/errores';
import { hoyEn, rango } from '../lib/fechas';
import type { CatalogoRepository } from '../repositories/catalogo';
import type { DiaDeUsuario, ObjetivosRepository } from '../repositories/objetivos';
import type { UsuariosRepository } from '../repositories/usuarios';
import { esAdmin, exigirAdmin, type Actor } from './actor';
import { MENSAJE_HORAS_AJENAS } from './horas';
import { usuarioNoEncontrado } from './jornadas';

export interface SaldosDeps {
  objetivos: Pick<ObjetivosRepository, 'dias' | 'totales'>;
  usuarios: Pick<UsuariosRepository, 'listar'>;
  catalogo: Pick<CatalogoRepository, 'area'>;
  config: Pick<Config, 'appTz' | 'now'>;
}

/** Each user's days, in the order read (by user, then day). */
export function porUsuario(dias: DiaDeUsuario[]): Map<number, DiaDeUsuario[]> {
  const mapa = new Map<number, DiaDeUsuario[]>();
  for (const dia of dias) {
    const suyos = mapa.get(dia.usuarioId);
    if (suyos) suyos.push(dia);
    else mapa.set(dia.usuarioId, [dia]);
  }
  return mapa;
}

const porApellidos = new Intl.Collator('es', { sensitivity: 'base' });
/** People by surname, then name, then id. */
export const porNombreCompleto = (a: { apellidos: string; nombre: string; usuarioId: number }, b: typeof a): number =>
  porApellidos.compare(a.apellidos, b.apellidos) || porApellidos.compare(a.nombre, b.nombre) || a.usuarioId - b.usuarioId;

/**
 * Saldos: target, hours and missing days over a range, from the days the database computes
 * (repositories/objetivos.ts) added up by the rule book the screens also use; everyone's, added up
 * by the database itself (a year of 500 people would otherwise hold the event loop). Checks in the
 * API's order: the range (400), who asks (403), the user or area (404).
 */
export function saldosService({ objetivos, usuarios, catalogo, config }: SaldosDeps) {
  const hoy = () => hoyEn(config.appTz, config.now());

  return {
    async deUsuario(actor: Actor, q: { usuarioId: number; fechaDesde: string; fechaHasta: string }): Promise<Saldo> {
      const { desde, hasta } = rango(q.fechaDesde, q.fechaHasta, MAX_DIAS_SALDO);
      if (q.usuarioId !== actor.id && !esAdmin(actor)) throw new SinPermisoError(MENSAJE_HORAS_AJENAS);
      const dias = await objetivos.dias({ usuarioId: q.usuarioId }, desde, hasta);
      if (dias.length === 0) throw usuarioNoEncontrado(q.usuarioId);
      return {
        usuarioId: q.usuarioId,
        fechaDesde: desde,
        fechaHasta: hasta,
        ...totalesDeSaldo(dias, hoy()),
        dias: dias.map(({ fecha, objetivo, cargadas, feriado, ausencia }) => ({ fecha, objetivo, cargadas, feriado, ausencia })),
      };
    },

    /** One row per active user, and per inactive user with hours in the range; most missing first, then by surname. */
    async todos(actor: Actor, q: { fechaDesde: string; fechaHasta: string; areaId?: number }): Promise<SaldoUsuario[]> {
      const { desde, hasta } = rango(q.fechaDesde, q.fechaHasta, MAX_DIAS_SALDO);
      exigirAdmin(actor);
      if (q.areaId !== undefined && !(await catalogo.area(q.areaId))) throw new NoEncontradoError(`Área con ID ${q.areaId} no encontrada`);
      const sumas = new Map((await objetivos.totales({ saldos: true, areaId: q.areaId }, desde, hasta, hoy())).map((s) => [s.usuarioId, s]));
      const filas: SaldoUsuario[] = [];
      for (const u of await usuarios.listar()) {
        const s = sumas.get(u.id);
        if (s) filas.push({ usuarioId: u.id, nombre: u.nombre, apellidos: u.apellidos, email: u.email, areas: u.areas, activo: u.activo, ...totalesDeSumas(s.objetivo, s.cargadas, s.diasSinHoras) });
      }
      return filas.sort((a, b) => a.diferencia - b.diferencia || porNombreCompleto(a, b));
    },
  };
}
