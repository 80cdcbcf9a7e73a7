import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { consultasDeCatalogo, consultasDeSesion, useEstadoDeLista, type EstadoDeLista, type Servicio, type Tarea } from '@horas/shared';
import { opcionesDeAreas, opcionesDeClientes, opcionesDeServicios, opcionesDeTareas, type OpcionDeFiltro } from '../utils/opciones';
import { useUsuariosVisibles } from './useUsuariosVisibles';

export type DimensionFiltrable = 'usuario' | 'cliente' | 'area' | 'servicio' | 'tarea';
/** Each filter's options; no 'usuario' for whoever sees only their own hours. */
export type OpcionesAnalisis = Partial<Record<DimensionFiltrable, EstadoDeLista<OpcionDeFiltro>>>;

/**
 * The options of the screen's filters: the whole catalogue (anyone may read it) and the people the
 * caller may see. Asked once `pedir` holds (the analysis is on screen, or a filter names one of them),
 * so their answers do not redraw the controls while the chart and the table are being drawn. One
 * object while no list changed, for the memoized controls.
 */
export function useOpcionesAnalisis(pedir: boolean): OpcionesAnalisis {
  const usuario = useUsuariosVisibles(pedir);
  const cliente = useEstadoDeLista(useQuery({ ...consultasDeCatalogo.clientes, select: opcionesDeClientes, enabled: pedir }));
  const area = useEstadoDeLista(useQuery({ ...consultasDeCatalogo.areas, select: opcionesDeAreas, enabled: pedir }));
  // A task's option names its service, from the services' list (one cached query for both uses).
  const servicios = useQuery({ ...consultasDeCatalogo.servicios, enabled: pedir });
  const servicio = useEstadoDeLista(useQuery({ ...consultasDeCatalogo.servicios, select: opcionesDeServicios, enabled: pedir }));
  const conServicios = useCallback((lista: Tarea[]) => opcionesDeTareas(lista, servicios.data ?? SIN_SERVICIOS), [servicios.data]);
  const tarea = useEstadoDeLista(useQuery({ ...consultasDeSesion.tareas, select: conServicios, enabled: pedir }));
  return useMemo(() => ({ ...(usuario && { usuario }), cliente, area, servicio, tarea }), [usuario, cliente, area, servicio, tarea]);
}

const SIN_SERVICIOS: Servicio[] = [];
