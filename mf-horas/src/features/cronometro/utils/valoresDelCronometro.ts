import type { Cronometro, CronometroBody } from '@horas/shared';
import type { ValoresHora } from '../../formulario-hora/utils/reglasHora';

/** What the timer is for, as the hour form's fields hold it. */
export const valoresDelCronometro = ({ clienteId, servicioId, tareaId, descripcion }: Cronometro): ValoresHora => ({
  clienteId,
  servicioId,
  tareaId,
  descripcion: descripcion ?? undefined,
});

/** The fields back as a PUT: a field left empty is none. */
export const cuerpoCronometro = (valores: ValoresHora): CronometroBody => ({
  clienteId: valores.clienteId ?? null,
  servicioId: valores.servicioId ?? null,
  tareaId: valores.tareaId ?? null,
  descripcion: valores.descripcion?.trim() || null,
});
