import { formatHoras, horasFaltantes } from '@horas/shared';

/** 'Objetivo: 40.00 hs · Faltan 8.00 hs', or 'Objetivo: 40.00 hs · Completa' once the week's hours reach its target. */
export function textoObjetivo(objetivo: number, cargadas: number): string {
  const faltan = horasFaltantes(objetivo, cargadas);
  return `Objetivo: ${formatHoras(objetivo)} hs · ${faltan > 0 ? `Faltan ${formatHoras(faltan)} hs` : 'Completa'}`;
}
