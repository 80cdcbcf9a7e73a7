import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Cargando } from './Cargando';
import { PaginaActivar, PaginaOlvide, PaginaRestablecer } from './cuenta/pantallasDeCuenta';
import { PaginaLogin } from './login/PaginaLogin';
import { ConTitulo } from './marco/ConTitulo';
import { Administracion, Aprobaciones, Inicio, Marco, Remoto } from './pantallasConSesion';
import { RequiereSesion, SoloSinSesion } from './sesion/guardas';

/** Routes of spec §2, /analisis, /ausencias, /aprobaciones (administrators and responsables) and /administracion (administrators). */
export function App() {
  return (
    <Suspense fallback={<Cargando />}>
      <Routes>
        <Route path="/" element={<Navigate to="/login" replace />} />
        <Route element={<SoloSinSesion />}>
          <Route path="/login" element={<ConTitulo titulo="Iniciar sesión"><PaginaLogin /></ConTitulo>} />
          <Route path="/olvide" element={<ConTitulo titulo="¿Olvidó su contraseña?"><PaginaOlvide /></ConTitulo>} />
        </Route>
        {/* A mailed link works whoever is signed in on this browser: it signs its own person in. */}
        <Route path="/activar" element={<ConTitulo titulo="Elija su contraseña"><PaginaActivar /></ConTitulo>} />
        <Route path="/restablecer" element={<ConTitulo titulo="Nueva contraseña"><PaginaRestablecer /></ConTitulo>} />
        <Route element={<RequiereSesion />}>
          <Route element={<Marco />}>
            <Route path="/home" element={<ConTitulo titulo="Inicio"><Inicio /></ConTitulo>} />
            <Route path="/Reportes" element={<ConTitulo titulo="Reportes"><Remoto id="mf_reportes/Screen" /></ConTitulo>} />
            <Route path="/analisis" element={<ConTitulo titulo="Análisis"><Remoto id="mf_reportes/Analisis" /></ConTitulo>} />
            <Route path="/mishoras" element={<ConTitulo titulo="Mis Horas"><Remoto id="mf_mishoras/Screen" /></ConTitulo>} />
            <Route path="/ausencias" element={<ConTitulo titulo="Ausencias"><Remoto id="mf_ausencias/Screen" /></ConTitulo>} />
            <Route path="/aprobaciones" element={<ConTitulo titulo="Aprobaciones"><Aprobaciones /></ConTitulo>} />
            <Route path="/administracion/*" element={<ConTitulo titulo="Administración"><Administracion /></ConTitulo>} />
          </Route>
        </Route>
        <Route path="*" element={<Navigate to="/login" replace />} />
      </Routes>
    </Suspense>
  );
}
