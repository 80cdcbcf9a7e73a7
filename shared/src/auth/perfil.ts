import { PERFIL_ADMIN, type Usuario } from '../contracts';

export const esAdmin = (perfil: string | null | undefined): boolean => perfil === PERFIL_ADMIN;

/** The top bar's "first name and surname": nombre plus the first of the apellidos. */
export const nombreYApellido = (usuario: Pick<Usuario, 'nombre' | 'apellidos'>): string =>
  [usuario.nombre, usuario.apellidos.trim().split(/\s+/)[0]].filter(Boolean).join(' ');
