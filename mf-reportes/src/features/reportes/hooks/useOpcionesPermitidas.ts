import { esAdmin, useAuthStore } from '@horas/shared';
import type { TipoFiltro } from '../utils/filtroReporte';
import { opcionDeUsuario } from '../utils/permisosReporte';
import { useOpcionesFiltro } from './useOpcionesFiltro';

const sinReintento = () => undefined;

/**
 * The selector's options for the signed-in user: an admin gets the loaded lists ('Todos los
 * usuarios' and every user, client, area); anyone else only themselves, with nothing to load.
 */
export function useOpcionesPermitidas(tipo: TipoFiltro) {
  const admin = useAuthStore((s) => esAdmin(s.perfil));
  const usuario = useAuthStore((s) => s.usuario);
  const cargadas = useOpcionesFiltro(admin ? tipo : null);
  if (admin) return cargadas;
  return { lista: usuario ? [opcionDeUsuario(usuario)] : [], cargando: !usuario, error: false, reintentar: sinReintento };
}
