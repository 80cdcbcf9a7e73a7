import { Navigate, Route, Routes } from 'react-router-dom';
import { Inicio } from './inicio/Inicio';
import { PaginaLogin } from './login/PaginaLogin';
import { Marco } from './marco/Marco';
import { Remoto } from './remotos/Remoto';
import { RequiereSesion, SoloSinSesion } from './sesion/guardas';

/** Routes of spec §2. */
export function App() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to="/login" replace />} />
      <Route element={<SoloSinSesion />}>
        <Route path="/login" element={<PaginaLogin />} />
      </Route>
      <Route element={<RequiereSesion />}>
        <Route element={<Marco />}>
          <Route path="/home" element={<Inicio />} />
          <Route path="/Reportes" element={<Remoto id="mf_reportes/Screen" />} />
          <Route path="/mishoras" element={<Remoto id="mf_mishoras/Screen" />} />
        </Route>
      </Route>
      <Route path="*" element={<Navigate to="/login" replace />} />
    </Routes>
  );
}
