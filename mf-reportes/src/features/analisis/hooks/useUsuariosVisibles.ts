import { skipToken, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { claves, esAdmin, esAprobador, estadoDeLista, getCierres, getUsuariosAdmin, nombreCompleto, nombreConEstado, useAuthStore } from '@horas/shared';
import type { OpcionDeFiltro } from '../utils/opciones';

const porNombre = (a: OpcionDeFiltro, b: OpcionDeFiltro) => a.label.localeCompare(b.label, 'es');

/**
 * The people the caller may pick, from lists the other screens already ask for: an administrator
 * everyone (Reportes' and the admin's list), a responsable this month's people of their areas
 * (Aprobaciones' list) and themselves; `null` for anyone else, who sees only their own hours.
 */
export function useUsuariosVisibles() {
  const perfil = useAuthStore((s) => s.perfil);
  const yo = useAuthStore((s) => s.usuario);
  const admin = esAdmin(perfil);
  const responsable = !admin && esAprobador(perfil, yo);
  const mes = dayjs().format('YYYY-MM');
  const todos = useQuery({
    queryKey: claves.usuarios,
    queryFn: admin ? getUsuariosAdmin : skipToken,
    select: (usuarios) => usuarios.map((u) => ({ value: String(u.id), label: nombreConEstado(nombreCompleto(u), u.activo) })).sort(porNombre),
  });
  const deMisAreas = useQuery({
    queryKey: claves.listaCierres({ mes }),
    queryFn: responsable ? () => getCierres({ mes }) : skipToken,
    select: (filas) => {
      const personas = new Map(filas.map((f) => [f.usuarioId, nombreCompleto(f)]));
      if (yo) personas.set(yo.id, nombreCompleto(yo));
      return [...personas].map(([id, nombre]) => ({ value: String(id), label: nombre })).sort(porNombre);
    },
  });
  if (admin) return estadoDeLista(todos);
  return responsable ? estadoDeLista(deMisAreas) : null;
}
