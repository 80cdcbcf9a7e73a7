import { montarAislado } from '@horas/shared';
import AdminNav from './AdminNav';
import Administracion from './Administracion';

// Standalone page for this remote's team: both modules the shell loads (AdminNav on /home, Administracion on its own route).
const Pagina = () => (
  <>
    <AdminNav />
    <Administracion />
  </>
);

montarAislado({ titulo: 'Administración', Pantalla: Pagina, apiUrl: import.meta.env.HORAS_API_URL });
