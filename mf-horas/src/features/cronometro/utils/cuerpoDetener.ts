import type { DetenerCronometroBody } from '@horas/shared';
import type { ValoresHora } from '../../formulario-hora/utils/reglasHora';
import { cuerpoCronometro } from './valoresDelCronometro';

/**
 * The stop's body from the hour form. `horas` only when the person typed other hours than those
 * offered (or none were offered: past the maximum): otherwise the API counts the time up to the stop
 * itself and splits it at midnight, one entry per day.
 */
export const cuerpoDetener = (valores: ValoresHora, horasOfrecidas: number | undefined): DetenerCronometroBody => ({
  ...cuerpoCronometro(valores),
  ...(typeof valores.horas === 'number' && valores.horas !== horasOfrecidas ? { horas: valores.horas } : {}),
});
