import { montarAislado } from '@horas/shared';
import { Navigate, Route, Routes } from 'react-router-dom';
import AdminNav from './AdminNav';
import Administracion from './Administracion';
import { RAIZ_ADMINISTRACION } from './features/administracion/secciones';

// Standalone page for this remote's team: both modules the shell loads, at the shell's paths.
const Pagina = () => (
  <Routes>
    <Route path="/home" element={<AdminNav />} />
    <Route path={`${RAIZ_ADMINISTRACION}/*`} element={<Administracion />} />
    <Route path="*" element={<Navigate to={RAIZ_ADMINISTRACION} replace />} />
  </Routes>
);

montarAislado({ titulo: 'Administración', Pantalla: Pagina, apiUrl: import.meta.env.HORAS_API_URL });
