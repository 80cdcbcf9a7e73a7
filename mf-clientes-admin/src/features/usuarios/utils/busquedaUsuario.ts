import { coincideBusqueda, nombreCompleto, type Usuario } from '@horas/shared';

/** Whether a user matches what was typed, in name, e-mail, perfil or areas, ignoring accents and case. */
export function coincideUsuario(usuario: Usuario, texto: string): boolean {
  const buscado = texto.trim();
  if (!buscado) return true;
  const campos = [nombreCompleto(usuario), usuario.email, usuario.perfil, ...usuario.areas.map((a) => a.nombre)];
  return campos.some((campo) => coincideBusqueda(buscado, campo));
}
