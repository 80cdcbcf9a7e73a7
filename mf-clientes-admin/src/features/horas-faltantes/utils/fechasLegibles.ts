import { formatFecha } from '@horas/shared';

/** Days without hours as the screens write dates: '13/11/2026, 16/11/2026'. */
export const fechasLegibles = (fechas: string[]): string => fechas.map(formatFecha).join(', ');
