/**
 * An hours field's text as a number's (the hour form, a jornada's days): a decimal comma, usual in
 * Spanish ("1,5"), reads as a point. antd's own parser drops the comma, so "1,5" became 15 hours.
 */
export const leerHorasEscritas = (texto = ''): string => texto.replace(',', '.').replace(/[^\d.-]+/g, '');
