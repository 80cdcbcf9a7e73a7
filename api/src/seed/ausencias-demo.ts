import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ausencias, tiposAusencia } from '../db/schema';
import { inicioDeMes, sumarDias } from '../lib/fechas';
import { objetivosRepository } from '../repositories/objetivos';
import { diasPorAño } from '../services/ausencias-reglas';
import { AUSENCIAS_DEMO } from './catalogo-demo';

/** The Monday of the `semana`-th week (1: the first whole one) of the month starting on `inicio`. */
function lunes(inicio: string, semana: number): string {
  const diaSemana = new Date(`${inicio}T00:00:00Z`).getUTCDay() || 7;
  return sumarDias(inicio, (8 - diaSemana) % 7 + (semana - 1) * 7);
}

/**
 * The demo's absences next month (`AUSENCIAS_DEMO`), their days counted as the API counts them
 * (the person's working days, per year). Written directly, as the rest of the seed: no history.
 */
export async function sembrarAusencias(tx: Db, ids: Map<string, number>, hoy: string): Promise<void> {
  const objetivos = objetivosRepository(tx);
  for (const a of AUSENCIAS_DEMO) {
    const [tipo] = await tx.select({ id: tiposAusencia.id }).from(tiposAusencia).where(eq(tiposAusencia.nombre, a.tipo));
    const usuarioId = ids.get(a.email)!;
    const desde = lunes(inicioDeMes(hoy, -1), a.semana);
    const hasta = sumarDias(desde, a.dias - 1);
    const diasPorAnio = await diasPorAño({ objetivos }, usuarioId, desde, hasta, false);
    const decididaPor = a.decididaPor === undefined ? null : ids.get(a.decididaPor)!;
    const creadaEn = new Date(`${hoy}T12:00:00Z`);
    await tx.insert(ausencias).values({
      usuarioId, tipoId: tipo.id, desde, hasta, diasPorAnio, estado: decididaPor === null ? 'pendiente' : 'aprobada', comentario: null,
      decididaPor, decididaEn: decididaPor === null ? null : creadaEn, creadaEn,
    });
  }
}
