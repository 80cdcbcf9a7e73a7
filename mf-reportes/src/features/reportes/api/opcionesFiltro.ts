import { getAreas, getClientes, getUsuarios } from '@horas/shared';
import { ETIQUETA_TODOS_LOS_USUARIOS, TODOS_LOS_USUARIOS, type TipoFiltro, type ValorEntidad } from '../utils/filtroReporte';
import { opcionDeUsuario } from '../utils/permisosReporte';

export interface OpcionEntidad {
  value: ValorEntidad;
  label: string;
}

const porNombre = (a: OpcionEntidad, b: OpcionEntidad) => a.label.localeCompare(b.label, 'es');

const cargadores: Record<TipoFiltro, () => Promise<OpcionEntidad[]>> = {
  usuario: async () => [
    { value: TODOS_LOS_USUARIOS, label: ETIQUETA_TODOS_LOS_USUARIOS },
    ...(await getUsuarios()).map(opcionDeUsuario).sort(porNombre),
  ],
  // All clients, inactive ones too: their past hours are still reportable.
  cliente: async () => (await getClientes()).map((c) => ({ value: c.id, label: c.nombre })).sort(porNombre),
  area: async () => (await getAreas()).map((a) => ({ value: a.id, label: a.nombre })).sort(porNombre),
};

/** The options of the searchable selector for one filter ('Todos los usuarios' first for users). */
export const cargarOpciones = (tipo: TipoFiltro): Promise<OpcionEntidad[]> => cargadores[tipo]();
