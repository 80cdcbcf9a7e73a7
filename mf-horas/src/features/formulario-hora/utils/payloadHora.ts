import type { HoraBody } from '@horas/shared';
import type { ValoresHora } from './reglasHora';

export interface SesionHoras {
  id: number;
  perfil: string;
}

/** Spec §3 submission payload: `horasTrabajadas`, the user's perfil as `senorityhora`. */
export const payloadHora = (valores: ValoresHora, sesion: SesionHoras, fechaCarga: string): HoraBody => ({
  clienteId: valores.clienteId ?? null,
  servicioId: valores.servicioId ?? null,
  tareaId: valores.tareaId ?? null,
  horasTrabajadas: valores.horas ?? 0,
  descripcion: (valores.descripcion ?? '').trim(),
  usuarioId: sesion.id,
  senorityhora: sesion.perfil,
  fechaCarga,
  cardId: fechaCarga,
});
