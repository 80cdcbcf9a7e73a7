import type { LoginBody, Sesion, Usuario } from '../contracts';
import { http } from './http';

export const login = (body: LoginBody) => http.post<Sesion>('/usuarios/login', body).then((r) => r.data);
export const getMe = () => http.get<Usuario>('/usuarios/usuarios/me').then((r) => r.data);
export const getUsuarios = () => http.get<Usuario[]>('/usuarios/usuarios').then((r) => r.data);
