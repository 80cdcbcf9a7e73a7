/**
 * A group's colour belongs to the group, not to its rank: the same client keeps its colour across
 * groupings, periods and filters. Distinct on white and for the common colour blindnesses
 * (Okabe–Ito); greys for what is not one thing ('Sin cliente', 'Otros') and for the targets.
 */
const PALETA = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442', '#000000'];
export const COLOR_SIN = '#666666';
export const COLOR_OTROS = '#999999';
export const COLOR_OBJETIVO = '#BBBBBB';

/** A text's fixed place in the palette (perfiles are named by their text). */
const hash = (texto: string) => [...texto].reduce((h, c) => (h * 31 + c.codePointAt(0)!) >>> 0, 7);

/** The colour of a group by its id: consecutive ids get distinct colours; null (the entries without one) grey. */
export function colorDe(id: number | string | null): string {
  if (id === null) return COLOR_SIN;
  const n = typeof id === 'number' ? id - 1 : hash(id);
  return PALETA[((n % PALETA.length) + PALETA.length) % PALETA.length];
}
