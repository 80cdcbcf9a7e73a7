import { formatDiferencia, formatHoras, horasFaltantes, redondearHoras } from '@horas/shared';

/**
 * 'Objetivo: 40.00 hs · Faltan 8.00 hs'; once the week's hours reach its target 'Completa', and by
 * how much it went over ('Completa · +20.00 hs').
 */
export function textoObjetivo(objetivo: number, cargadas: number): string {
  const faltan = horasFaltantes(objetivo, cargadas);
  const excedente = redondearHoras(cargadas - objetivo);
  const estado = faltan > 0 ? `Faltan ${formatHoras(faltan)} hs` : excedente > 0 ? `Completa · ${formatDiferencia(excedente)} hs` : 'Completa';
  return `Objetivo: ${formatHoras(objetivo)} hs · ${estado}`;
}
