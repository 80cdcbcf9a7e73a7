import type { AreaConServicios, Servicio, Tarea } from '@horas/shared/contracts';
import { NoEncontradoError } from '../lib/errores';
import type { CatalogoRepository } from '../repositories/catalogo';
import type { ClientesRepository } from '../repositories/clientes';

export const clienteNoEncontrado = (id: number) => new NoEncontradoError(`Cliente con ID ${id} no encontrado`);

export interface CatalogoDeps {
  catalogo: Pick<CatalogoRepository,
    'listarAreas' | 'listarServicios' | 'listarTareas' | 'tareasDefaultActivas' | 'servicio' | 'tareasActivasDeServicio'
    | 'serviciosUsablesDeCliente' | 'areasDeCliente' | 'serviciosDeAreas'>;
  clientes: Pick<ClientesRepository, 'resumen'>;
}

/**
 * Catalogue reads. The full lists (areas, services, tasks) carry `activo` for the administration
 * and the report selectors; the hour form's lists hold only what a new entry may use.
 */
export function catalogoService({ catalogo: repo, clientes }: CatalogoDeps) {
  async function exigirCliente(id: number) {
    if (!(await clientes.resumen(id))) throw clienteNoEncontrado(id);
  }

  return {
    areas: () => repo.listarAreas(),
    servicios: () => repo.listarServicios(),
    tareas: () => repo.listarTareas(),
    tareasDefault: () => repo.tareasDefaultActivas(),

    async tareasDeServicio(servicioId: number): Promise<Tarea[]> {
      if (!(await repo.servicio(servicioId))) throw new NoEncontradoError(`Servicio con ID ${servicioId} no encontrado`);
      return repo.tareasActivasDeServicio(servicioId);
    },

    /** The services assigned to the client that a new entry may use (active, of an active area). */
    async serviciosDeCliente(clienteId: number): Promise<Servicio[]> {
      await exigirCliente(clienteId);
      return repo.serviciosUsablesDeCliente(clienteId);
    },

    /** Each of the client's areas with every service of that area (assigned or not, inactive ones too). */
    async serviciosPorAreaDeCliente(clienteId: number): Promise<AreaConServicios[]> {
      await exigirCliente(clienteId);
      const areas = await repo.areasDeCliente(clienteId);
      const servicios = await repo.serviciosDeAreas(areas.map((a) => a.id));
      return areas.map((a) => ({ ...a, servicios: servicios.filter((s) => s.areaId === a.id) }));
    },
  };
}
