import type { Area, AreaConServicios, Servicio, Tarea } from '../contracts';
import { http } from './http';

export const getTareas = () => http.get<Tarea[]>('/tareas/tareas').then((r) => r.data);
export const getTareasDeServicio = (servicioId: number) =>
  http.get<Tarea[]>(`/tareas/tareas/servicio/${servicioId}`).then((r) => r.data);
export const getTareasDefault = () => http.get<Tarea[]>('/tareas/especificas').then((r) => r.data);
export const getAreas = () => http.get<Area[]>('/horas/areas').then((r) => r.data);
export const getServiciosDeCliente = (clienteId: number) =>
  http.get<Servicio[]>(`/servicios/servicios/cliente/${clienteId}`).then((r) => r.data);
/** Every service of the client's areas, grouped by area (assigned or not). */
export const getServiciosPorAreaDeCliente = (clienteId: number) =>
  http.get<AreaConServicios[]>(`/servicios/servicios/areas/cliente/${clienteId}`).then((r) => r.data);
