import type { Dayjs } from 'dayjs';
import { nombreDia } from '@horas/shared';

/** 'Lunes', as a day's title starts in both views. */
export const nombreDeDia = (dia: Dayjs): string => {
  const nombre = nombreDia(dia);
  return nombre.charAt(0).toUpperCase() + nombre.slice(1);
};
