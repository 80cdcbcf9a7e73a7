import type {
  DestinatarioRecordatorio, Feriado, FeriadoBody, Jornada, JornadaBody, RecordatoriosRespuesta, Saldo, SaldoQuery, SaldosQuery, SaldoUsuario,
} from '../contracts';
import { http } from './http';

/** A user's own jornadas, ascending by `desde`; `[]`: the company's default applies. */
export const getJornadasUsuario = (usuarioId: number) => http.get<Jornada[]>(`/usuarios/usuarios/${usuarioId}/jornadas`).then((r) => r.data);
export const guardarJornadaUsuario = (usuarioId: number, desde: string, body: JornadaBody) =>
  http.put<Jornada[]>(`/usuarios/usuarios/${usuarioId}/jornadas/${desde}`, body).then((r) => r.data);
export const eliminarJornadaUsuario = (usuarioId: number, desde: string) =>
  http.delete<void>(`/usuarios/usuarios/${usuarioId}/jornadas/${desde}`).then(() => undefined);

/** The company's default jornadas, ascending by `desde`. */
export const getJornadaDefecto = () => http.get<Jornada[]>('/horas/jornada-defecto').then((r) => r.data);
export const guardarJornadaDefecto = (desde: string, body: JornadaBody) =>
  http.put<Jornada[]>(`/horas/jornada-defecto/${desde}`, body).then((r) => r.data);

export const getFeriados = (año: number) => http.get<Feriado[]>('/horas/feriados', { params: { año: String(año) } }).then((r) => r.data);
export const crearFeriado = (body: FeriadoBody) => http.post<Feriado>('/horas/feriados', body).then((r) => r.data);
export const eliminarFeriado = (fecha: string) => http.delete<void>(`/horas/feriados/${fecha}`).then(() => undefined);

/** One person's target, hours and missing days over a range (themselves, or anyone for an admin). */
export const getSaldo = (query: SaldoQuery) => http.get<Saldo>('/horas/saldo', { params: query }).then((r) => r.data);
/** Everyone's saldo over a range (administrador), most missing first. */
export const getSaldos = (query: SaldosQuery) => http.get<SaldoUsuario[]>('/horas/saldos', { params: query }).then((r) => r.data);

/** Who would get a reminder now (`simular`), or send them now. */
export const ejecutarRecordatorios = (simular: boolean) =>
  http.post<RecordatoriosRespuesta>('/recordatorios/ejecutar', { simular }).then((r): DestinatarioRecordatorio[] => r.data.destinatarios);
