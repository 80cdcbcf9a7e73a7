import { useEffect, type ReactNode } from 'react';

/** Names the screen in the browser tab and history ('Mis Horas · Horas'), not just 'Horas'. */
export function ConTitulo({ titulo, children }: { titulo: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `${titulo} · Horas`;
  }, [titulo]);
  return children;
}
