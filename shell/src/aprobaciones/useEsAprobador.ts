import { esAprobador, useAuthStore } from '@horas/shared';

/** Whether the signed-in user sees 'Aprobaciones' (its link, its route, its remote). */
export function useEsAprobador(): boolean {
  const perfil = useAuthStore((s) => s.perfil);
  const usuario = useAuthStore((s) => s.usuario);
  return esAprobador(perfil, usuario);
}
