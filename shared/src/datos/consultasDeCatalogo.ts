import { queryOptions } from '@tanstack/react-query';
import { getAreas, getClientes, getServicios } from '../api';
import { claves } from './claves';

/** The whole catalogue, inactive entries too, as any signed-in user may read it (every task: `consultasDeSesion.tareas`). */
export const consultasDeCatalogo = {
  clientes: queryOptions({ queryKey: claves.clientes, queryFn: getClientes }),
  areas: queryOptions({ queryKey: claves.areas, queryFn: getAreas }),
  servicios: queryOptions({ queryKey: claves.servicios, queryFn: getServicios }),
};
