import type { Reciente } from '@horas/shared';
import type { ValoresHora } from './reglasHora';

/** 'Cliente · Servicio · Tarea' as the form's pickers name them; a default task without a client is its name alone. */
export const textoDeReciente = (reciente: Reciente): string =>
  [reciente.cliente?.nombre, reciente.servicio?.nombre, reciente.tarea.nombre].filter(Boolean).join(' · ');

/** The four fields a recent combination fills: none left from an earlier choice (no service is null, not kept). */
export const valoresDeReciente = (reciente: Reciente): ValoresHora => ({
  clienteId: reciente.cliente?.id ?? null,
  servicioId: reciente.servicio?.id ?? null,
  tareaId: reciente.tarea.id,
  descripcion: reciente.descripcion,
});
