import { lazy } from 'react';

// Public screens in their own chunks, with antd: the login screen downloads none of it.
export const PaginaOlvide = lazy(() => import('./PaginaOlvide').then((m) => ({ default: m.PaginaOlvide })));
export const PaginaActivar = lazy(() => import('./PaginasDeEnlace').then((m) => ({ default: m.PaginaActivar })));
export const PaginaRestablecer = lazy(() => import('./PaginasDeEnlace').then((m) => ({ default: m.PaginaRestablecer })));
