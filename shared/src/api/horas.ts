import type {
  Hora, HoraBody, HorasHabilitadas, MisHorasPorClienteQuery, MisHorasPorFechaQuery,
  MisHorasPorSemanaQuery, MisHorasRespuesta,
} from '../contracts';
import { http } from './http';

export const getHorasHabilitadas = () => http.get<HorasHabilitadas>('/horas/horashabilitadas').then((r) => r.data);
export const setHorasHabilitadas = (habilitada: boolean) =>
  http.put<HorasHabilitadas>('/horas/actualizarhorashabilitadas', { habilitada }).then((r) => r.data);

/** A user's entries; with a range (`YYYY-MM-DD`) only that range, e.g. one week. */
export const getHorasUsuario = (userId: number, query: { horasHabilitadas?: boolean; fechaDesde?: string; fechaHasta?: string } = {}) =>
  http
    .get<{ horasUsuario: Hora[] }>(`/horas/horasusuario/${userId}`, {
      params: { ...query, horasHabilitadas: query.horasHabilitadas === undefined ? undefined : String(query.horasHabilitadas) },
    })
    .then((r) => r.data.horasUsuario);

export const cargarHoras = (body: HoraBody) => http.post<Hora>('/horas/cargarhoras', body).then((r) => r.data);
export const actualizarHoras = (id: number, body: HoraBody) =>
  http.put<Hora>(`/horas/actualizarhoras/${id}`, { ...body, id }).then((r) => r.data);
export const eliminarHoras = (id: number) => http.delete<void>(`/horas/eliminarhoras/${id}`).then(() => undefined);

export const getMisHorasPorCliente = (query: MisHorasPorClienteQuery) =>
  http.get<MisHorasRespuesta>('/horas/mis-horas/por-cliente', { params: query }).then((r) => r.data);
export const getMisHorasPorFecha = (query: MisHorasPorFechaQuery) =>
  http.get<MisHorasRespuesta>('/horas/mis-horas/por-fecha', { params: query }).then((r) => r.data);
export const getMisHorasPorSemana = (query: MisHorasPorSemanaQuery) =>
  http.get<MisHorasRespuesta>('/horas/mis-horas/por-semana', { params: query }).then((r) => r.data);
