import { montarAislado } from '@horas/shared';
import { Flex } from 'antd';
import { Link, Route, Routes } from 'react-router-dom';
import AdminNav from './AdminNav';
import Administracion from './Administracion';
import { RAIZ_ADMINISTRACION } from './features/administracion/rutas';

// Standalone page for this remote's team: both modules the shell loads, 'Administración' at the shell's path.
const Pagina = () => (
  <Routes>
    <Route path={`${RAIZ_ADMINISTRACION}/*`} element={<Administracion />} />
    <Route path="*" element={<Flex vertical gap="middle"><AdminNav /><Link to={RAIZ_ADMINISTRACION}>Administración</Link></Flex>} />
  </Routes>
);

montarAislado({ titulo: 'Administración', Pantalla: Pagina, apiUrl: import.meta.env.HORAS_API_URL });
