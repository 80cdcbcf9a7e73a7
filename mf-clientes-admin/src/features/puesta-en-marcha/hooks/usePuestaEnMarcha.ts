import { useCatalogo } from '../../catalogo/hooks/useCatalogo';
import { useClientesAdmin } from '../../clientes/hooks/useClientesAdmin';
import { useUsuariosAdmin } from '../../usuarios/hooks/useUsuariosAdmin';
import { pasosDePuestaEnMarcha, type Paso } from '../utils/pasos';

export type PuestaEnMarcha =
  | { estado: 'cargando' }
  | { estado: 'pendiente'; pasos: Paso[] }
  /** Also when a list could not be loaded: its own section says so, 'Administración' opens as usual. */
  | { estado: 'completa' };

/** Whether an empty Horas still lacks what hours are logged against, from the lists the administration loads anyway. */
export function usePuestaEnMarcha(): PuestaEnMarcha {
  const [catalogo, clientes, usuarios] = [useCatalogo(), useClientesAdmin(), useUsuariosAdmin()];
  if ([catalogo, clientes, usuarios].some((c) => c.isError && !c.data)) return { estado: 'completa' };
  if (!catalogo.data || !clientes.data || !usuarios.data) return { estado: 'cargando' };
  const pasos = pasosDePuestaEnMarcha({ catalogo: catalogo.data, clientes: clientes.data, usuarios: usuarios.data });
  return pasos.every((p) => p.hecho) ? { estado: 'completa' } : { estado: 'pendiente', pasos };
}
