import { esAdmin, useAuthStore } from '@horas/shared';
import { RemotoRestringido } from '../remotos/RemotoRestringido';

/** /administracion and its sections (the admin remote's 'Administración'), for administrators only. */
export function Administracion() {
  return <RemotoRestringido id="mf_clientes_admin/Administracion" permitido={esAdmin(useAuthStore((s) => s.perfil))} />;
}
