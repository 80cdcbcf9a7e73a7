import type {
  ActualizarCatalogoBody, AreaCatalogo, AreaConServicios, CrearAreaBody, CrearServicioBody, CrearTareaBody, Servicio, Tarea,
} from '../contracts';
import { http } from './http';

/** Every task, inactive ones too (`activo`). */
export const getTareas = () => http.get<Tarea[]>('/tareas/tareas').then((r) => r.data);
/** The active tasks of a service (the hour form's list). */
export const getTareasDeServicio = (servicioId: number) =>
  http.get<Tarea[]>(`/tareas/tareas/servicio/${servicioId}`).then((r) => r.data);
/** The active default tasks (the hour form's list). */
export const getTareasDefault = () => http.get<Tarea[]>('/tareas/especificas').then((r) => r.data);
/** Every area, inactive ones too (`activo`). */
export const getAreas = () => http.get<AreaCatalogo[]>('/horas/areas').then((r) => r.data);
/** Every service, inactive ones too (`activo`). */
export const getServicios = () => http.get<Servicio[]>('/servicios/servicios').then((r) => r.data);
/** The client's active services of active areas (the hour form's list). */
export const getServiciosDeCliente = (clienteId: number) =>
  http.get<Servicio[]>(`/servicios/servicios/cliente/${clienteId}`).then((r) => r.data);
/** Every service of the client's areas, grouped by area (assigned or not, inactive ones marked by `activo`). */
export const getServiciosPorAreaDeCliente = (clienteId: number) =>
  http.get<AreaConServicios[]>(`/servicios/servicios/areas/cliente/${clienteId}`).then((r) => r.data);

export const crearArea = (body: CrearAreaBody) => http.post<AreaCatalogo>('/horas/areas', body).then((r) => r.data);
export const actualizarArea = (id: number, body: ActualizarCatalogoBody) =>
  http.put<AreaCatalogo>(`/horas/areas/${id}`, body).then((r) => r.data);
export const crearServicio = (body: CrearServicioBody) => http.post<Servicio>('/servicios/servicios', body).then((r) => r.data);
export const actualizarServicio = (id: number, body: ActualizarCatalogoBody) =>
  http.put<Servicio>(`/servicios/servicios/${id}`, body).then((r) => r.data);
/** `servicioId: null` makes a default task. */
export const crearTarea = (body: CrearTareaBody) => http.post<Tarea>('/tareas/tareas', body).then((r) => r.data);
export const actualizarTarea = (id: number, body: ActualizarCatalogoBody) =>
  http.put<Tarea>(`/tareas/tareas/${id}`, body).then((r) => r.data);
