export type Celda = string | number | null | undefined;

const INICIO_FORMULA = /^[=+\-@\t\r]/;

/**
 * Text that a spreadsheet program could run as a formula (formula injection, OWASP) is prefixed
 * with a single quote so it stays text wherever the file is opened or re-saved. Numbers stay numbers.
 */
export function neutralizarFormula(valor: Celda): string | number {
  if (valor === null || valor === undefined) return '';
  if (typeof valor === 'number') return valor;
  return INICIO_FORMULA.test(valor) ? `'${valor}` : valor;
}
