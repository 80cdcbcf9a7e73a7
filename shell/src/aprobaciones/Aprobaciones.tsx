import { Navigate } from 'react-router-dom';
import { Remoto } from '../remotos/Remoto';
import { useEsAprobador } from './useEsAprobador';

/**
 * /aprobaciones: the approvers' screen (mf-aprobaciones) for administrators and responsables; anyone
 * else lands on /home, and their browser never requests that remote.
 */
export function Aprobaciones() {
  return useEsAprobador() ? <Remoto id="mf_aprobaciones/Screen" /> : <Navigate to="/home" replace />;
}
