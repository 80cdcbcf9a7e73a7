import type { Cronometro, CronometroBody, DetenerCronometroBody, Hora } from '../contracts';
import { http } from './http';

/** The caller's running timer, or null. */
export const getCronometro = () => http.get<{ cronometro: Cronometro | null }>('/horas/cronometro').then((r) => r.data.cronometro);
export const iniciarCronometro = (body: CronometroBody) => http.post<{ cronometro: Cronometro }>('/horas/cronometro', body).then((r) => r.data.cronometro);
/** Replaces what the running timer is for. */
export const cambiarCronometro = (body: CronometroBody) => http.put<{ cronometro: Cronometro }>('/horas/cronometro', body).then((r) => r.data.cronometro);
/** Stops it: the hour entries written, one per day it ran (or all of `horas` on the day it started). */
export const detenerCronometro = (body: DetenerCronometroBody) =>
  http.post<{ horas: Hora[] }>('/horas/cronometro/detener', body).then((r) => r.data.horas);
/** Discards it: nothing is written. */
export const descartarCronometro = () => http.delete<void>('/horas/cronometro').then(() => undefined);
