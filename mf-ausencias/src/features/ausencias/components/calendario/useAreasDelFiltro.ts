import { skipToken, useQuery } from '@tanstack/react-query';
import { consultasDeCatalogo, esAdmin, useAuthStore } from '@horas/shared';

/** The 'Área' filter's options: every area for an administrator; a responsable's own areas, the only ones they share with anyone. */
export function useAreasDelFiltro() {
  const admin = esAdmin(useAuthStore((s) => s.perfil));
  const propias = useAuthStore((s) => s.usuario?.areas);
  const todas = useQuery({ ...consultasDeCatalogo.areas, queryFn: admin ? consultasDeCatalogo.areas.queryFn : skipToken });
  return admin ? todas.data : propias;
}
