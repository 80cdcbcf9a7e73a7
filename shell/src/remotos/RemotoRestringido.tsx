import { Navigate } from 'react-router-dom';
import type { IdPantalla } from '@horas/shared/apps';
import { Remoto } from './Remoto';

/** A remote's screen for those `permitido` only: anyone else lands on /home, and their browser never requests that remote. */
export function RemotoRestringido({ id, permitido }: { id: IdPantalla; permitido: boolean }) {
  return permitido ? <Remoto id={id} /> : <Navigate to="/home" replace />;
}
