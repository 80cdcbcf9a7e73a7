import type { ReactNode } from 'react';
import { PanelCatalogo } from '../catalogo/components/PanelCatalogo';
import { ListaClientes } from '../clientes/components/lista/ListaClientes';
import { PanelHistorial } from '../historial/components/PanelHistorial';
import { PanelHorasFaltantes } from '../horas-faltantes/components/PanelHorasFaltantes';
import { PanelJornadasYFeriados } from '../jornadas/components/PanelJornadasYFeriados';
import { PanelUsuarios } from '../usuarios/components/PanelUsuarios';

/** Where the shell mounts this screen: the URLs of the sections are part of the product (issue 44). */
export const RAIZ_ADMINISTRACION = '/administracion';

/** A section's own URL; `ruta` may carry a query ('catalogo?vista=…'). */
export const urlDeSeccion = (ruta: string) => `${RAIZ_ADMINISTRACION}/${ruta}`;

export interface Seccion {
  /** Its path under /administracion. */
  ruta: string;
  titulo: string;
}

/** Shown first, and where 'Administración' opens, only while an empty Horas lacks something (PaginaAdministracion). */
export const PUESTA_EN_MARCHA: Seccion = { ruta: 'puesta-en-marcha', titulo: 'Puesta en marcha' };

/** The sections of 'Administración', in the order of its navigation; the first is where it usually opens. */
export const SECCIONES: (Seccion & { contenido: ReactNode })[] = [
  { ruta: 'usuarios', titulo: 'Usuarios', contenido: <PanelUsuarios /> },
  { ruta: 'clientes', titulo: 'Clientes', contenido: <ListaClientes /> },
  { ruta: 'catalogo', titulo: 'Catálogo', contenido: <PanelCatalogo /> },
  { ruta: 'jornadas-y-feriados', titulo: 'Jornadas y feriados', contenido: <PanelJornadasYFeriados /> },
  { ruta: 'horas-faltantes', titulo: 'Horas faltantes', contenido: <PanelHorasFaltantes /> },
  { ruta: 'historial', titulo: 'Historial', contenido: <PanelHistorial /> },
];
