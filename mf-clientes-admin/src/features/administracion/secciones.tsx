import type { ReactNode } from 'react';
import { PanelCatalogo } from '../catalogo/components/PanelCatalogo';
import { ListaClientes } from '../clientes/components/lista/ListaClientes';
import { PanelHistorial } from '../historial/components/PanelHistorial';
import { PanelHorasFaltantes } from '../horas-faltantes/components/PanelHorasFaltantes';
import { PanelJornadasYFeriados } from '../jornadas/components/PanelJornadasYFeriados';
import { PanelUsuarios } from '../usuarios/components/PanelUsuarios';
import type { Seccion } from './rutas';

/** The sections of 'Administración', in the order of its navigation; the first is where it usually opens. */
export const SECCIONES: (Seccion & { contenido: ReactNode })[] = [
  { ruta: 'usuarios', titulo: 'Usuarios', contenido: <PanelUsuarios /> },
  { ruta: 'clientes', titulo: 'Clientes', contenido: <ListaClientes /> },
  { ruta: 'catalogo', titulo: 'Catálogo', contenido: <PanelCatalogo /> },
  { ruta: 'jornadas-y-feriados', titulo: 'Jornadas y feriados', contenido: <PanelJornadasYFeriados /> },
  { ruta: 'horas-faltantes', titulo: 'Horas faltantes', contenido: <PanelHorasFaltantes /> },
  { ruta: 'historial', titulo: 'Historial', contenido: <PanelHistorial /> },
];
