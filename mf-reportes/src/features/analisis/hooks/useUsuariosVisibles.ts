import { skipToken, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useCallback } from 'react';
import {
  claves, esAdmin, esAprobador, getCierres, getUsuariosAdmin, nombreCompleto, nombreConEstado, useAuthStore, useEstadoDeLista, type CierreFila, type Usuario,
} from '@horas/shared';
import { porNombre } from '../utils/opciones';

const todosPorNombre = (usuarios: Usuario[]) =>
  usuarios.map((u) => ({ value: String(u.id), label: nombreConEstado(nombreCompleto(u), u.activo) })).sort(porNombre);

/**
 * The people the caller may pick, from lists the other screens already ask for: an administrator
 * everyone (Reportes' and the admin's list), a responsable this month's people of their areas
 * (Aprobaciones' list) and themselves; `null` for anyone else, who sees only their own hours.
 * Asked once `pedir` holds (see useOpcionesAnalisis).
 */
export function useUsuariosVisibles(pedir: boolean) {
  const perfil = useAuthStore((s) => s.perfil);
  const yo = useAuthStore((s) => s.usuario);
  const admin = esAdmin(perfil);
  const responsable = !admin && esAprobador(perfil, yo);
  const mes = dayjs().format('YYYY-MM');
  const todos = useEstadoDeLista(useQuery({ queryKey: claves.usuarios, queryFn: admin && pedir ? getUsuariosAdmin : skipToken, select: todosPorNombre }));
  const deMisAreasPorNombre = useCallback((filas: CierreFila[]) => {
    const personas = new Map(filas.map((f) => [f.usuarioId, nombreCompleto(f)]));
    if (yo) personas.set(yo.id, nombreCompleto(yo));
    return [...personas].map(([id, nombre]) => ({ value: String(id), label: nombre })).sort(porNombre);
  }, [yo]);
  const deMisAreas = useEstadoDeLista(useQuery({
    queryKey: claves.listaCierres({ mes }),
    queryFn: responsable && pedir ? () => getCierres({ mes }) : skipToken,
    select: deMisAreasPorNombre,
  }));
  if (admin) return todos;
  return responsable ? deMisAreas : null;
}
