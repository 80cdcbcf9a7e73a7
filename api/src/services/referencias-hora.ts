import { MENSAJES_HORAS } from '@horas/shared/contracts';
import { DatosInvalidosError } from '../lib/errores';
import type { CatalogoRepository } from '../repositories/catalogo';
import type { ClientesRepository } from '../repositories/clientes';

export interface Referencias {
  clienteId: number | null;
  servicioId: number | null;
  tareaId: number;
}

interface Pedido {
  clienteId?: number | null;
  servicioId?: number | null;
  tareaId?: number | null;
}

/**
 * Without a client: a default task and no service. With a client: a task; with a service, the
 * service must be assigned to the client and the task must belong to it; without a service, the
 * task must be a default one. `clienteAnterior` lets an edit keep an entry of a now inactive client.
 */
export async function resolverReferencias(
  pedido: Pedido,
  repos: { catalogo: CatalogoRepository; clientes: ClientesRepository },
  clienteAnterior: number | null = null,
): Promise<Referencias> {
  const clienteId = pedido.clienteId ?? null;
  const servicioId = pedido.servicioId ?? null;
  const tareaId = pedido.tareaId ?? null;

  if (clienteId === null) {
    if (tareaId === null || servicioId !== null) throw new DatosInvalidosError(MENSAJES_HORAS.clienteOTareaDefecto);
    const tarea = await repos.catalogo.tarea(tareaId);
    if (!tarea || tarea.servicioId !== null) throw new DatosInvalidosError(MENSAJES_HORAS.clienteOTareaDefecto);
    return { clienteId: null, servicioId: null, tareaId };
  }

  const cliente = await repos.clientes.resumen(clienteId);
  if (!cliente) throw new DatosInvalidosError(`El cliente con ID ${clienteId} no existe.`);
  if (!cliente.estado && cliente.id !== clienteAnterior) throw new DatosInvalidosError(`El cliente '${cliente.nombre}' está inactivo.`);
  if (tareaId === null) throw new DatosInvalidosError(MENSAJES_HORAS.tareaObligatoria);
  const tarea = await repos.catalogo.tarea(tareaId);
  if (!tarea) throw new DatosInvalidosError(`La tarea con ID ${tareaId} no existe.`);

  if (servicioId === null) {
    if (tarea.servicioId !== null) throw new DatosInvalidosError('Debe seleccionar un servicio para la tarea elegida.');
    return { clienteId, servicioId: null, tareaId };
  }
  if (!(await repos.catalogo.servicioAsignado(clienteId, servicioId))) {
    throw new DatosInvalidosError('El servicio seleccionado no está asignado al cliente.');
  }
  if (tarea.servicioId !== servicioId) throw new DatosInvalidosError('La tarea seleccionada no pertenece al servicio.');
  return { clienteId, servicioId, tareaId };
}
