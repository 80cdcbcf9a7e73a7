import dayjs, { type Dayjs } from 'dayjs';
import { aIso, CLAVE_SEMANA_ACTUAL, FORMATO_ISO, inicioSemana } from '@horas/shared';

/** Spec §9 key `semanaActual` (logout removes it) holds the week's Monday as `YYYY-MM-DD`. */
export function leerSemanaGuardada(): Dayjs | null {
  const guardada = localStorage.getItem(CLAVE_SEMANA_ACTUAL);
  if (!guardada) return null;
  const fecha = dayjs(guardada, FORMATO_ISO, true);
  return fecha.isValid() ? inicioSemana(fecha) : null;
}

export const guardarSemana = (lunes: Dayjs): void => localStorage.setItem(CLAVE_SEMANA_ACTUAL, aIso(lunes));
