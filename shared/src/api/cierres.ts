import type { AprobarCierresBody, Cierre, CierreDetalle, CierreFila, CierresQuery, ResultadoAprobacion } from '../contracts';
import { http } from './http';

const base = (usuarioId: number, mes: string) => `/horas/cierres/${usuarioId}/${mes}`;

/** The signed-in user's month (`YYYY-MM`). */
export const getMiCierre = (mes: string) => http.get<Cierre>('/horas/cierres/me', { params: { mes } }).then((r) => r.data);
/** A person's month with its days and entries, for its owner or an approver. */
export const getCierre = (usuarioId: number, mes: string) => http.get<CierreDetalle>(base(usuarioId, mes)).then((r) => r.data);
/** The months an approver sees (administrators: everyone; responsables: the people of their areas). */
export const getCierres = (query: CierresQuery) => http.get<CierreFila[]>('/horas/cierres', { params: query }).then((r) => r.data);

export const enviarCierre = (usuarioId: number, mes: string) => http.post<Cierre>(`${base(usuarioId, mes)}/enviar`, {}).then((r) => r.data);
export const retirarCierre = (usuarioId: number, mes: string) => http.post<Cierre>(`${base(usuarioId, mes)}/retirar`, {}).then((r) => r.data);
export const aprobarCierre = (usuarioId: number, mes: string, version: number) =>
  http.post<Cierre>(`${base(usuarioId, mes)}/aprobar`, { version }).then((r) => r.data);
export const rechazarCierre = (usuarioId: number, mes: string, comentario: string) =>
  http.post<Cierre>(`${base(usuarioId, mes)}/rechazar`, { comentario }).then((r) => r.data);
export const reabrirCierre = (usuarioId: number, mes: string, motivo: string) =>
  http.post<Cierre>(`${base(usuarioId, mes)}/reabrir`, { motivo }).then((r) => r.data);
/** Approves many at once: one answer per person, a state or why not. */
export const aprobarCierres = (body: AprobarCierresBody) => http.post<ResultadoAprobacion[]>('/horas/cierres/aprobar', body).then((r) => r.data);
