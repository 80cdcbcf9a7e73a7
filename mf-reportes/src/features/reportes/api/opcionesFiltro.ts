import { compararEnEspanol, getAreas, getClientes, getUsuariosAdmin, nombreConEstado } from '@horas/shared';
import { ETIQUETA_TODOS_LOS_USUARIOS, TODOS_LOS_USUARIOS, type OpcionEntidad, type TipoFiltro } from '../utils/filtroReporte';
import { opcionDeUsuario } from '../utils/permisosReporte';

const porNombre = (a: OpcionEntidad, b: OpcionEntidad) => compararEnEspanol(a.label, b.label);

// Only administrators load these lists (staff report on themselves): every user, client and area,
// deactivated ones too, marked '(Inactivo)': their past hours are still reportable.
const cargadores: Record<TipoFiltro, () => Promise<OpcionEntidad[]>> = {
  usuario: async () => [
    { value: TODOS_LOS_USUARIOS, label: ETIQUETA_TODOS_LOS_USUARIOS },
    ...(await getUsuariosAdmin())
      .map((u) => ({ value: u.id, label: nombreConEstado(opcionDeUsuario(u).label, u.activo) }))
      .sort(porNombre),
  ],
  cliente: async () => (await getClientes()).map((c) => ({ value: c.id, label: nombreConEstado(c.nombre, c.estado) })).sort(porNombre),
  area: async () => (await getAreas()).map((a) => ({ value: a.id, label: nombreConEstado(a.nombre, a.activo) })).sort(porNombre),
};

/** The options of the searchable selector for one filter ('Todos los usuarios' first for users). */
export const cargarOpciones = (tipo: TipoFiltro): Promise<OpcionEntidad[]> => cargadores[tipo]();
