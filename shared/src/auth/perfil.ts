import { PERFIL_ADMIN, type Usuario } from '../contracts';

export const esAdmin = (perfil: string | null | undefined): boolean => perfil === PERFIL_ADMIN;

/** The top bar's "first name and surname": nombre plus the first of the apellidos. */
export const nombreYApellido = (usuario: Pick<Usuario, 'nombre' | 'apellidos'>): string =>
  [usuario.nombre, usuario.apellidos.trim().split(/\s+/)[0]].filter(Boolean).join(' ');

/**
 * Who approves months ('Aprobaciones'): an administrator, or whoever leads an area of theirs
 * (`areasResponsable`, from /usuarios/usuarios/me). The API decides who approves whom.
 */
export const esAprobador = (perfil: string | null | undefined, usuario: Pick<Usuario, 'areasResponsable'> | null | undefined): boolean =>
  esAdmin(perfil) || (usuario?.areasResponsable?.length ?? 0) > 0;
