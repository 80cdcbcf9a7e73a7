import { esAdmin, nombreCompleto, type Usuario } from '@horas/shared';
import type { OpcionEntidad, TipoFiltro } from './filtroReporte';

const TODOS_LOS_FILTROS: TipoFiltro[] = ['usuario', 'cliente', 'area'];

/**
 * What each profile may export, as the server enforces it: an admin reports on anyone, any client
 * and any area; everybody else only on their own hours, so the only filter they get is 'Usuario'.
 */
export const filtrosPermitidos = (perfil: string | null): TipoFiltro[] => (esAdmin(perfil) ? TODOS_LOS_FILTROS : ['usuario']);

/** A user as the user selector lists them: by full name. */
export const opcionDeUsuario = (usuario: Pick<Usuario, 'id' | 'nombre' | 'apellidos'>): OpcionEntidad => ({
  value: usuario.id,
  label: nombreCompleto(usuario),
});
