import { MENSAJES_AUSENCIA, nombreCompleto, type Ausencia } from '@horas/shared/contracts';
import { ConflictoError, DatosInvalidosError } from '../lib/errores';
import { mesesEntre } from '../lib/fechas';
import type { AusenciasRepository, FilaAusencia } from '../repositories/ausencias';
import type { CierresRepository } from '../repositories/cierres';
import type { ObjetivosRepository } from '../repositories/objetivos';
import type { Vista } from './cambios';
import { exigirMesAbierto } from './reglas-horas';

/** What the rules of one absence read, inside the transaction that holds its person's row lock. */
export interface RepositoriosDeAusencia {
  ausencias: Pick<AusenciasRepository, 'solapada' | 'diasDelAño' | 'asignacion' | 'diasPorDefecto'>;
  objetivos: Pick<ObjetivosRepository, 'laborables'>;
  cierres: Pick<CierresRepository, 'deMeses'>;
}

/** An absence as the API answers it; `conTipo` false hides the type (health data) from who may not see it. */
export function vistaAusencia(f: FilaAusencia, conTipo = true): Ausencia {
  return {
    id: f.id,
    usuario: { id: f.usuarioId, nombre: f.nombre, apellidos: f.apellidos },
    tipo: conTipo ? { id: f.tipoId, nombre: f.tipoNombre } : null,
    desde: f.desde, hasta: f.hasta, medioDia: f.medioDia, dias: totalDeDias(f.diasPorAnio), estado: f.estado,
    comentario: f.comentario, motivo: f.motivo, decididaPor: f.decididaPor,
    decididaEn: f.decididaEn?.toISOString() ?? null, creadaEn: f.creadaEn.toISOString(),
  };
}

/** What a history record keeps of an absence (names, not ids). */
export const vistaParaHistorial = (f: Pick<FilaAusencia, 'nombre' | 'apellidos' | 'tipoNombre' | 'desde' | 'hasta' | 'medioDia' | 'diasPorAnio'>): Vista => ({
  usuario: nombreCompleto(f), tipo: f.tipoNombre, desde: f.desde, hasta: f.hasta, medioDia: f.medioDia, dias: totalDeDias(f.diasPorAnio),
});

export const totalDeDias = (porAño: Record<string, number>): number => Object.values(porAño).reduce((t, n) => t + n, 0);

/**
 * The working days `desde`..`hasta` covers for the person (a target above 0 from their jornada and
 * the holidays, whatever absences they have), a half day counting 0.5, per calendar year.
 */
export async function diasPorAño(tx: Pick<RepositoriosDeAusencia, 'objetivos'>, usuarioId: number, desde: string, hasta: string, medioDia: boolean) {
  const porAño: Record<string, number> = {};
  for (const fecha of await tx.objetivos.laborables(usuarioId, desde, hasta)) {
    const año = fecha.slice(0, 4);
    porAño[año] = (porAño[año] ?? 0) + (medioDia ? 0.5 : 1);
  }
  return porAño;
}

/** A 409 with the closing's own message when a month of the range is `enviado` or `aprobado`: its targets may not move. */
export async function exigirMesesAbiertos(tx: Pick<RepositoriosDeAusencia, 'cierres'>, usuarioId: number, desde: string, hasta: string): Promise<void> {
  const meses = mesesEntre(desde, hasta);
  const cierres = await tx.cierres.deMeses(usuarioId, meses);
  for (const mes of meses) exigirMesAbierto(`${mes}-01`, cierres.get(mes));
}

/** The yearly balance of vacation days: the own allowance, else the company's default; approved and pending days of balance types. */
export async function saldoDelAño(
  tx: { ausencias: Pick<AusenciasRepository, 'diasDelAño' | 'asignacion' | 'diasPorDefecto'> }, usuarioId: number, año: number, exceptoId?: number,
) {
  const [propia, { usados, pendientes }] = await Promise.all([tx.ausencias.asignacion(usuarioId, año), tx.ausencias.diasDelAño(usuarioId, año, exceptoId)]);
  const asignados = propia ?? (await tx.ausencias.diasPorDefecto());
  return { usuarioId, año, asignados, usados, pendientes, disponibles: asignados - usados - pendientes };
}

/**
 * Under the person's row lock: no pending or approved absence of theirs overlaps (409), no month
 * of the range is closed (409), and the days of a balance type fit in each year's balance (409).
 * `exceptoId`: the absence being approved, which must not meet itself.
 */
export async function exigirQueCabe(
  tx: RepositoriosDeAusencia,
  a: { usuarioId: number; desde: string; hasta: string; descuentaSaldo: boolean; diasPorAnio: Record<string, number> },
  exceptoId?: number,
): Promise<void> {
  if (await tx.ausencias.solapada(a.usuarioId, a.desde, a.hasta, exceptoId)) throw new ConflictoError(MENSAJES_AUSENCIA.solapada);
  await exigirMesesAbiertos(tx, a.usuarioId, a.desde, a.hasta);
  if (!a.descuentaSaldo) return;
  for (const [año, dias] of Object.entries(a.diasPorAnio)) {
    const { disponibles } = await saldoDelAño(tx, a.usuarioId, Number(año), exceptoId);
    if (disponibles - dias < 0) throw new ConflictoError(MENSAJES_AUSENCIA.sinSaldo(Math.max(disponibles, 0), Number(año)));
  }
}

/** A 400 for a range without a working day. */
export function exigirDiasLaborables(porAño: Record<string, number>): void {
  if (totalDeDias(porAño) === 0) throw new DatosInvalidosError(MENSAJES_AUSENCIA.sinDiasLaborables);
}
