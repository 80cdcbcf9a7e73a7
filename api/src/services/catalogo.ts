import type { AreaConServicios, Servicio, Tarea } from '@horas/shared/contracts';
import { NoEncontradoError } from '../lib/errores';
import { catalogoRepository } from '../repositories/catalogo';
import { clientesRepository } from '../repositories/clientes';
import type { Contexto } from './contexto';

export const clienteNoEncontrado = (id: number) => new NoEncontradoError(`Cliente con ID ${id} no encontrado`);

export function catalogoService({ db }: Contexto) {
  const repo = catalogoRepository(db);
  const clientes = clientesRepository(db);

  async function exigirCliente(id: number) {
    if (!(await clientes.resumen(id))) throw clienteNoEncontrado(id);
  }

  return {
    areas: () => repo.listarAreas(),
    tareas: () => repo.listarTareas(),
    tareasDefault: () => repo.tareasDefault(),

    async tareasDeServicio(servicioId: number): Promise<Tarea[]> {
      if (!(await repo.servicio(servicioId))) throw new NoEncontradoError(`Servicio con ID ${servicioId} no encontrado`);
      return repo.tareasDeServicio(servicioId);
    },

    /** The services assigned to the client. */
    async serviciosDeCliente(clienteId: number): Promise<Servicio[]> {
      await exigirCliente(clienteId);
      return repo.serviciosDeCliente(clienteId);
    },

    /** Each of the client's areas with every service of that area (assigned or not). */
    async serviciosPorAreaDeCliente(clienteId: number): Promise<AreaConServicios[]> {
      await exigirCliente(clienteId);
      const areas = await repo.areasDeCliente(clienteId);
      const servicios = await repo.serviciosDeAreas(areas.map((a) => a.id));
      return areas.map((a) => ({ ...a, servicios: servicios.filter((s) => s.areaId === a.id) }));
    },
  };
}
