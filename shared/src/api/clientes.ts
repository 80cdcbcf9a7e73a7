import type { ActualizarClienteBody, Cliente, ClienteRespuesta, CrearClienteBody } from '../contracts';
import { http } from './http';

/** Active clients that share an area with the current user (the hour form's search). */
export const getClientesUsuario = () => http.get<Cliente[]>('/clientes/cliente/usuario').then((r) => r.data);
export const getClientes = () => http.get<Cliente[]>('/clientes/cliente').then((r) => r.data);
export const getClientesAdmin = () => http.get<Cliente[]>('/clientes/cliente/admin').then((r) => r.data);
/** Not shown in the spec; our choice: GET /clientes/cliente/{id} (admin). */
export const getCliente = (id: number) => http.get<Cliente>(`/clientes/cliente/${id}`).then((r) => r.data);
export const crearCliente = (body: CrearClienteBody) => http.post<ClienteRespuesta>('/clientes/cliente', body).then((r) => r.data);
export const actualizarCliente = (id: number, body: ActualizarClienteBody) =>
  http.put<ClienteRespuesta>(`/clientes/cliente/${id}`, body).then((r) => r.data);
export const agregarServiciosCliente = (id: number, serviciosIds: number[]) =>
  http.post<ClienteRespuesta>(`/clientes/clientes/${id}/servicios`, { serviciosIds }).then((r) => r.data);
export const reemplazarServiciosCliente = (id: number, servicioIds: number[]) =>
  http.put<ClienteRespuesta>(`/clientes/clientes/${id}/servicios`, { servicioIds }).then((r) => r.data);
