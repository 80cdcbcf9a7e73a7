import type { UsuarioDemo } from './usuarios';
import { USUARIOS } from './usuarios';

/** What a spec or a bench sets up or checks through the API itself, beside what the browser does. */

export interface SesionApi {
  url: string;
  token: string;
  id: number;
}

export interface HoraApi {
  id: number;
  horas: number;
  descripcion: string;
  fechaCarga: string;
  tarea: { nombre: string };
  servicio: { nombre: string } | null;
  cliente: { nombre: string } | null;
}

async function pedir<T>(sesion: Pick<SesionApi, 'url'> & { token?: string }, metodo: string, ruta: string, cuerpo?: unknown): Promise<T> {
  const respuesta = await fetch(`${sesion.url}${ruta}`, {
    method: metodo,
    headers: { ...(cuerpo ? { 'content-type': 'application/json' } : {}), ...(sesion.token ? { authorization: `Bearer ${sesion.token}` } : {}) },
    body: cuerpo ? JSON.stringify(cuerpo) : undefined,
  });
  if (!respuesta.ok) throw new Error(`${metodo} ${ruta}: ${respuesta.status} ${await respuesta.text()}`);
  return (respuesta.status === 204 ? undefined : await respuesta.json()) as T;
}

export async function sesionPorApi(url: string, usuario: UsuarioDemo): Promise<SesionApi> {
  const { email, contrasena } = USUARIOS[usuario];
  const { token, id } = await pedir<{ token: string; id: number }>({ url }, 'POST', '/usuarios/login', { email, contrasena });
  return { url, token, id };
}

/** The user's entries from `desde` to `hasta` (YYYY-MM-DD). */
export const horasEntre = (sesion: SesionApi, desde: string, hasta: string) =>
  pedir<{ horasUsuario: HoraApi[] }>(sesion, 'GET', `/horas/horasusuario/${sesion.id}?fechaDesde=${desde}&fechaHasta=${hasta}`).then((r) => r.horasUsuario);

/** The user's last day with entries from `desde` to `hasta` (YYYY-MM-DD), as a local date: the seed leaves a working day off now and then. */
export async function ultimoDiaConHoras(sesion: SesionApi, desde: string, hasta: string): Promise<Date> {
  const ultimo = (await horasEntre(sesion, desde, hasta)).map((hora) => hora.fechaCarga.split('/').reverse().join('-')).sort().at(-1);
  if (!ultimo) throw new Error(`No hours from ${desde} to ${hasta}`);
  const [año, mes, dia] = ultimo.split('-').map(Number);
  return new Date(año, mes - 1, dia);
}

/** Deletes the user's entries of those days, so the grid starts from an empty week. */
export async function vaciarDias(sesion: SesionApi, desde: string, hasta: string) {
  for (const hora of await horasEntre(sesion, desde, hasta)) await pedir(sesion, 'DELETE', `/horas/eliminarhoras/${hora.id}`);
}

/** A client · service · task by name ('Cliente · Servicio · Tarea', or a default task's name alone), as the hour form offers them. */
export interface Combinacion { cliente: string | null; servicio: string | null; tarea: string }
type ConNombre = { id: number; nombre: string };
const porNombre = (lista: ConNombre[], nombre: string, donde: string) => {
  const item = lista.find((x) => x.nombre === nombre);
  if (!item) throw new Error(`${nombre} no está en ${donde}`);
  return item.id;
};

/** The ids of a combination from the lists the hour form reads for this user. */
export async function idsDe(sesion: SesionApi, { cliente, servicio, tarea }: Combinacion) {
  if (!cliente || !servicio) {
    return { clienteId: null, servicioId: null, tareaId: porNombre(await pedir<ConNombre[]>(sesion, 'GET', '/tareas/especificas'), tarea, 'las tareas por defecto') };
  }
  const clienteId = porNombre(await pedir<ConNombre[]>(sesion, 'GET', '/clientes/cliente/usuario'), cliente, 'los clientes del usuario');
  const servicioId = porNombre(await pedir<ConNombre[]>(sesion, 'GET', `/servicios/servicios/cliente/${clienteId}`), servicio, `los servicios de ${cliente}`);
  const tareaId = porNombre(await pedir<ConNombre[]>(sesion, 'GET', `/tareas/tareas/servicio/${servicioId}`), tarea, `las tareas de ${servicio}`);
  return { clienteId, servicioId, tareaId };
}

/** Logs an entry as the hour form does (`fechaCarga` dd/MM/yyyy). */
export const cargarHora = (
  sesion: SesionApi,
  hora: { clienteId: number | null; servicioId: number | null; tareaId: number; horasTrabajadas: number; descripcion: string; fechaCarga: string },
) => pedir(sesion, 'POST', '/horas/cargarhoras', hora);

/** Starts the user's timer, for nothing yet; `descartarCronometro` ends it without hours. */
export const iniciarCronometro = (sesion: SesionApi) => pedir(sesion, 'POST', '/horas/cronometro', {});
export const descartarCronometro = (sesion: SesionApi) => pedir(sesion, 'DELETE', '/horas/cronometro');

/** The user's recent combinations ('Recientes'), as the screens name them: 'Cliente · Servicio · Tarea'. */
export const recientesDe = (sesion: SesionApi) =>
  pedir<{ cliente: { nombre: string } | null; servicio: { nombre: string } | null; tarea: { nombre: string } }[]>(sesion, 'GET', '/horas/recientes')
    .then((lista) => lista.map((r) => [r.cliente?.nombre, r.servicio?.nombre, r.tarea.nombre].filter(Boolean).join(' · ')));

/** A row of the grid as PUT /horas/tabla/{lunes} takes it. */
export interface FilaDeTablaApi { clienteId: number | null; servicioId: number | null; tareaId: number; descripcion: string }

/** Replaces the rows the user keeps in the grid of the week of `lunes` (YYYY-MM-DD); none by default. */
export const vaciarTabla = (sesion: SesionApi, lunes: string, filas: FilaDeTablaApi[] = []) => pedir(sesion, 'PUT', `/horas/tabla/${lunes}`, { filas });

/** The admin's switch that opens every day to hour entry. */
export const habilitarHoras = (admin: SesionApi, habilitada: boolean) => pedir(admin, 'PUT', '/horas/actualizarhorashabilitadas', { habilitada });

export interface DiaDeSaldo {
  fecha: string;
  objetivo: number;
  ausencia: string | null;
}

/** The user's days from `desde` to `hasta` (YYYY-MM-DD) as their saldo counts them: each day's target and absence. */
export const diasDeSaldo = (sesion: SesionApi, desde: string, hasta: string) =>
  pedir<{ dias: DiaDeSaldo[] }>(sesion, 'GET', `/horas/saldo?usuarioId=${sesion.id}&fechaDesde=${desde}&fechaHasta=${hasta}`).then((r) => r.dias);
