import { useQuery } from '@tanstack/react-query';
import { consultasDeCatalogo, consultasDeSesion, estadoDeLista, type EstadoDeLista } from '@horas/shared';
import { opcionesDeAreas, opcionesDeClientes, opcionesDeServicios, opcionesDeTareas, type OpcionDeFiltro } from '../utils/opciones';
import { useUsuariosVisibles } from './useUsuariosVisibles';

export type DimensionFiltrable = 'usuario' | 'cliente' | 'area' | 'servicio' | 'tarea';
/** Each filter's options; no 'usuario' for whoever sees only their own hours. */
export type OpcionesAnalisis = Partial<Record<DimensionFiltrable, EstadoDeLista<OpcionDeFiltro>>>;

/** The options of the screen's filters: the whole catalogue (anyone may read it) and the people the caller may see. */
export function useOpcionesAnalisis(): OpcionesAnalisis {
  const usuarios = useUsuariosVisibles();
  const clientes = useQuery({ ...consultasDeCatalogo.clientes, select: opcionesDeClientes });
  const areas = useQuery({ ...consultasDeCatalogo.areas, select: opcionesDeAreas });
  // A task's option names its service, from the services' list (one cached query for both uses).
  const servicios = useQuery(consultasDeCatalogo.servicios);
  const opcionesDeServicio = useQuery({ ...consultasDeCatalogo.servicios, select: opcionesDeServicios });
  const opcionesDeTarea = useQuery({
    ...consultasDeSesion.tareas,
    select: (lista) => opcionesDeTareas(lista, servicios.data ?? []),
  });
  return {
    ...(usuarios && { usuario: usuarios }),
    cliente: estadoDeLista(clientes),
    area: estadoDeLista(areas),
    servicio: estadoDeLista(opcionesDeServicio),
    tarea: estadoDeLista(opcionesDeTarea),
  };
}
