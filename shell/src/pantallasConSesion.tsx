import { lazy } from 'react';
import { precargarPantalla } from './remotos/catalogo';

// Everything behind the login (antd, its theme, the rest of @horas/shared, the remotes) loads in
// these chunks: the login screen, the first one everybody opens, downloads none of it.
const cargarMarco = () => import('./marco/Marco');
const cargarInicio = () => import('./inicio/Inicio');
const cargarRemoto = () => import('./remotos/Remoto');
const cargarAprobaciones = () => import('./aprobaciones/Aprobaciones');
const cargarAdministracion = () => import('./administracion/Administracion');

export const Marco = lazy(() => cargarMarco().then((m) => ({ default: m.Marco })));
export const Inicio = lazy(() => cargarInicio().then((m) => ({ default: m.Inicio })));
export const Remoto = lazy(() => cargarRemoto().then((m) => ({ default: m.Remoto })));
export const Aprobaciones = lazy(() => cargarAprobaciones().then((m) => ({ default: m.Aprobaciones })));
export const Administracion = lazy(() => cargarAdministracion().then((m) => ({ default: m.Administracion })));

/** /home is where a login lands: its frame and screen load while the credentials are typed and checked. */
export function precargarInicio() {
  void Promise.all([cargarMarco(), cargarInicio(), cargarRemoto()]).catch(() => undefined);
  precargarPantalla('mf_horas/Screen');
}
