import type { Usuario } from '@horas/shared/contracts';
import type { Autor, HistorialRepository } from '../repositories/historial';
import type { UsuariosRepository } from '../repositories/usuarios';
import type { AreasDeUsuario, NuevoUsuario, UsuariosCambiosRepository } from '../repositories/usuarios-cambios';
import { creacion } from './cambios';
import { vistaUsuario } from './vistas-historial';

/** A record about a user's account. */
export const registroDeUsuario = (id: number) => ({ entidad: 'usuario' as const, entidadId: String(id), usuarioId: id });

export interface RepositoriosAlta {
  usuarios: Pick<UsuariosRepository, 'porId'>;
  usuariosCambios: Pick<UsuariosCambiosRepository, 'crear'>;
  historial: Pick<HistorialRepository, 'registrar'>;
}

/**
 * Creates a user and records it, on repositories bound to one transaction: by an administrator
 * (POST /usuarios/usuarios) or from the command line (`admin:create`, no actor).
 */
export async function crearUsuario(tx: RepositoriosAlta, autor: Autor, nuevo: NuevoUsuario, areas?: AreasDeUsuario): Promise<Usuario> {
  const usuario = (await tx.usuarios.porId(await tx.usuariosCambios.crear(nuevo, areas)))!;
  await tx.historial.registrar(autor, { ...registroDeUsuario(usuario.id), accion: 'crear', cambios: creacion(vistaUsuario(usuario)) });
  return usuario;
}
