import { MAX_DIAS_SALDO, redondearHoras } from '@horas/shared/contracts';
import type { QuienesObjetivo, ObjetivosRepository } from '../repositories/objetivos';
import { diasEntre, sumarDias } from '../lib/fechas';

/** Up to this many people are asked for one by one; more, all those the caller sees at once. */
const POCOS = 5;

/**
 * Each person's target over `desde`..`hasta`, in cents, by /horas/saldo's rule (its repository and
 * rule book), over any length of range: in stretches of at most a saldo's 366 days. `todos` are the
 * people the caller sees at once (everyone a saldo lists; a responsable's people); anyone of `ids`
 * they leave out (an inactive person without hours in the stretch, the responsable) is asked for alone.
 */
export async function objetivosEnCentesimos(
  objetivos: Pick<ObjetivosRepository, 'objetivosDelRango'>, ids: number[], todos: QuienesObjetivo, desde: string, hasta: string,
): Promise<Map<number, number>> {
  const centesimos = new Map<number, number>();
  // Each stretch starts the day after the last one's end: nothing is computed past `hasta`'s next day.
  for (let inicio = desde, fin = desde; inicio <= hasta; inicio = sumarDias(fin, 1)) {
    fin = diasEntre(inicio, hasta) < MAX_DIAS_SALDO ? hasta : sumarDias(inicio, MAX_DIAS_SALDO - 1);
    const delTramo = new Set<number>();
    const leer = async (quienes: QuienesObjetivo) => {
      for (const { usuarioId, objetivo } of await objetivos.objetivosDelRango(quienes, inicio, fin)) {
        delTramo.add(usuarioId);
        centesimos.set(usuarioId, (centesimos.get(usuarioId) ?? 0) + Math.round(redondearHoras(objetivo) * 100));
      }
    };
    if (ids.length > POCOS) await leer(todos);
    for (const id of ids) if (!delTramo.has(id)) await leer({ usuarioId: id });
  }
  return centesimos;
}
