import { Navigate, Outlet } from 'react-router-dom';
import { useAuthStore } from '@horas/shared/sesion';

/** /home, /Reportes, /analisis, /mishoras: no token, back to /login (also right after a 401 clears it). */
export function RequiereSesion() {
  const token = useAuthStore((s) => s.token);
  return token ? <Outlet /> : <Navigate to="/login" replace />;
}

/** /login with a token already there goes straight to /home. */
export function SoloSinSesion() {
  const token = useAuthStore((s) => s.token);
  return token ? <Navigate to="/home" replace /> : <Outlet />;
}
