import type {
  ActualizarTipoAusenciaBody, Ausencia, AusenciasQuery, CalendarioAusencias, CalendarioQuery, ConfiguracionAusencias, CrearTipoAusenciaBody,
  SaldoAusencias, SolicitarAusenciaBody, TipoAusencia,
} from '../contracts';
import { http } from './http';
import { getLibro } from './libro';

/** Staff get the active types, administrators every one; by name. */
export const getTiposAusencia = () => http.get<TipoAusencia[]>('/ausencias/tipos').then((r) => r.data);
export const crearTipoAusencia = (body: CrearTipoAusenciaBody) => http.post<TipoAusencia>('/ausencias/tipos', body).then((r) => r.data);
export const actualizarTipoAusencia = (id: number, body: ActualizarTipoAusenciaBody) =>
  http.put<TipoAusencia>(`/ausencias/tipos/${id}`, body).then((r) => r.data);

/** The absences overlapping the range (≤ 366 days) that the caller may see. */
export const getAusencias = (query: AusenciasQuery) =>
  http.get<{ ausencias: Ausencia[] }>('/ausencias', { params: query }).then((r) => r.data.ausencias);
export const solicitarAusencia = (body: SolicitarAusenciaBody) => http.post<Ausencia>('/ausencias', body).then((r) => r.data);
export const aprobarAusencia = (id: number) => http.post<Ausencia>(`/ausencias/${id}/aprobar`, {}).then((r) => r.data);
export const rechazarAusencia = (id: number, motivo: string) => http.post<Ausencia>(`/ausencias/${id}/rechazar`, { motivo }).then((r) => r.data);
export const cancelarAusencia = (id: number) => http.post<Ausencia>(`/ausencias/${id}/cancelar`, {}).then((r) => r.data);

export const getSaldoAusencias = (usuarioId: number, año: number) =>
  http.get<SaldoAusencias>('/ausencias/saldo', { params: { usuarioId, año: String(año) } }).then((r) => r.data);
export const asignarDiasVacaciones = (usuarioId: number, año: number, dias: number) =>
  http.put<SaldoAusencias>(`/ausencias/asignaciones/${usuarioId}/${año}`, { dias }).then((r) => r.data);
export const getConfiguracionAusencias = () => http.get<ConfiguracionAusencias>('/ausencias/configuracion').then((r) => r.data);
export const guardarConfiguracionAusencias = (body: ConfiguracionAusencias) =>
  http.put<ConfiguracionAusencias>('/ausencias/configuracion', body).then((r) => r.data);

/** The team calendar (≤ 93 days): pending and approved absences of who shares an area with the caller. */
export const getCalendarioAusencias = (query: CalendarioQuery) =>
  http.get<CalendarioAusencias>('/ausencias/calendario', { params: query }).then((r) => r.data.personas);
/** ausencias.xlsx: what GET /ausencias shows the caller in the range (and the area); null when there is none. */
export const getAusenciasXlsx = (query: CalendarioQuery) => getLibro('/ausencias/exportar', query);
