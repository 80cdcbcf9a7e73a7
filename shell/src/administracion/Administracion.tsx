import { Navigate } from 'react-router-dom';
import { esAdmin, useAuthStore } from '@horas/shared';
import { Remoto } from '../remotos/Remoto';

/**
 * /administracion and its sections: administrators only; anyone else lands on /home, and their
 * browser never requests the admin remote.
 */
export function Administracion() {
  const administrador = esAdmin(useAuthStore((s) => s.perfil));
  return administrador ? <Remoto id="mf_clientes_admin/Administracion" /> : <Navigate to="/home" replace />;
}
