/** Hours are shown with 2 decimals (spec §9). */
export const formatHoras = (horas: number): string => horas.toFixed(2);

/** Percentages are shown with 1 decimal (spec §9). */
export const formatPorcentaje = (porcentaje: number): string => porcentaje.toFixed(1);

/** Sums hours without binary drift: entries have at most two decimals. */
export const sumarHoras = (horas: number[]): number => Math.round(horas.reduce((total, h) => total + h * 100, 0)) / 100;

/** A balance of hours with its sign: '+2.00', '-8.00', '0.00'. */
export const formatDiferencia = (horas: number): string => (horas > 0 ? `+${formatHoras(horas)}` : formatHoras(horas));
