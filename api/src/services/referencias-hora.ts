import { MENSAJES_HORAS, type Servicio, type Tarea } from '@horas/shared/contracts';
import { DatosInvalidosError, SinPermisoError } from '../lib/errores';
import type { CatalogoRepository } from '../repositories/catalogo';
import type { ClientesRepository } from '../repositories/clientes';
import { esAdmin, type Actor } from './actor';
import { INACTIVO } from './asignables';

export interface Referencias {
  clienteId: number | null;
  servicioId: number | null;
  tareaId: number;
}

/** The names of an entry's client, service and task as they are now (what its history records). */
export interface NombresHora {
  cliente: string | null;
  servicio: string | null;
  tarea: string;
}

interface Pedido {
  clienteId?: number | null;
  servicioId?: number | null;
  tareaId?: number | null;
}

export interface RepositoriosReferencias {
  catalogo: Pick<CatalogoRepository, 'tarea' | 'servicio' | 'area' | 'servicioAsignado'>;
  clientes: Pick<ClientesRepository, 'resumen' | 'comparteArea'>;
}

/**
 * Without a client: a default task and no service. With a client: a task; with a service, the
 * service must be assigned to the client and the task must belong to it; without a service, the
 * task must be a default one. A new entry needs an active client (for staff, one sharing an active
 * area with them), an active service of an active area and an active task; an edit may keep the
 * client, service and task it had (`anterior`) even if deactivated since.
 */
export async function resolverReferencias(
  pedido: Pedido,
  actor: Actor,
  repos: RepositoriosReferencias,
  anterior: Referencias | null = null,
): Promise<Referencias & { nombres: NombresHora }> {
  const clienteId = pedido.clienteId ?? null;
  const servicioId = pedido.servicioId ?? null;
  const tareaId = pedido.tareaId ?? null;
  const yaLoTenia = (campo: keyof Referencias, id: number) => anterior !== null && anterior[campo] === id;
  const exigirActiva = (tarea: Tarea) => {
    if (!tarea.activo && !yaLoTenia('tareaId', tarea.id)) throw new DatosInvalidosError(INACTIVO.tarea(tarea.nombre));
  };

  if (clienteId === null) {
    if (tareaId === null || servicioId !== null) throw new DatosInvalidosError(MENSAJES_HORAS.clienteOTareaDefecto);
    const tarea = await repos.catalogo.tarea(tareaId);
    if (!tarea || tarea.servicioId !== null) throw new DatosInvalidosError(MENSAJES_HORAS.clienteOTareaDefecto);
    exigirActiva(tarea);
    return { clienteId: null, servicioId: null, tareaId, nombres: { cliente: null, servicio: null, tarea: tarea.nombre } };
  }

  const cliente = await clienteUsable(repos.clientes, actor, clienteId, yaLoTenia('clienteId', clienteId));
  if (tareaId === null) throw new DatosInvalidosError(MENSAJES_HORAS.tareaObligatoria);
  const tarea = await repos.catalogo.tarea(tareaId);
  if (!tarea) throw new DatosInvalidosError(`La tarea con ID ${tareaId} no existe.`);

  if (servicioId === null) {
    if (tarea.servicioId !== null) throw new DatosInvalidosError('Debe seleccionar un servicio para la tarea elegida.');
    exigirActiva(tarea);
    return { clienteId, servicioId: null, tareaId, nombres: { cliente: cliente.nombre, servicio: null, tarea: tarea.nombre } };
  }
  await exigirServicioAsignado(repos.catalogo, clienteId, servicioId);
  if (tarea.servicioId !== servicioId) throw new DatosInvalidosError('La tarea seleccionada no pertenece al servicio.');
  const servicio = (await repos.catalogo.servicio(servicioId))!;
  if (!yaLoTenia('servicioId', servicioId)) await exigirServicioUsable(repos.catalogo, servicio);
  exigirActiva(tarea);
  return { clienteId, servicioId, tareaId, nombres: { cliente: cliente.nombre, servicio: servicio.nombre, tarea: tarea.nombre } };
}

/**
 * What a running timer may hold before it is an entry (services/cronometro.ts): the references
 * given, each checked as an entry's, none required yet. A task makes it an entry's whole rule; without
 * one, a client the actor may use and a service of that client.
 */
export async function comprobarReferenciasParciales(pedido: Pedido, actor: Actor, repos: RepositoriosReferencias): Promise<void> {
  if (pedido.tareaId != null) {
    await resolverReferencias(pedido, actor, repos);
    return;
  }
  const clienteId = pedido.clienteId ?? null;
  const servicioId = pedido.servicioId ?? null;
  if (clienteId === null) {
    if (servicioId !== null) throw new DatosInvalidosError(MENSAJES_HORAS.clienteOTareaDefecto);
    return;
  }
  await clienteUsable(repos.clientes, actor, clienteId, false);
  if (servicioId === null) return;
  await exigirServicioAsignado(repos.catalogo, clienteId, servicioId);
  await exigirServicioUsable(repos.catalogo, (await repos.catalogo.servicio(servicioId))!);
}

/** An existing client; unless the entry already had it, active and, for staff, sharing an active area with them. */
async function clienteUsable(clientes: RepositoriosReferencias['clientes'], actor: Actor, clienteId: number, yaLoTenia: boolean) {
  const cliente = await clientes.resumen(clienteId);
  if (!cliente) throw new DatosInvalidosError(`El cliente con ID ${clienteId} no existe.`);
  if (!yaLoTenia) {
    if (!cliente.estado) throw new DatosInvalidosError(INACTIVO.cliente(cliente.nombre));
    if (!esAdmin(actor) && !(await clientes.comparteArea(clienteId, actor.id))) {
      throw new SinPermisoError(`No puede cargar horas para el cliente '${cliente.nombre}': no comparte un área con usted.`);
    }
  }
  return cliente;
}

async function exigirServicioAsignado(catalogo: RepositoriosReferencias['catalogo'], clienteId: number, servicioId: number) {
  if (!(await catalogo.servicioAsignado(clienteId, servicioId))) throw new DatosInvalidosError('El servicio seleccionado no está asignado al cliente.');
}

/** An active service of an active area. */
async function exigirServicioUsable(catalogo: RepositoriosReferencias['catalogo'], servicio: Servicio) {
  if (!servicio.activo) throw new DatosInvalidosError(INACTIVO.servicio(servicio.nombre));
  const area = await catalogo.area(servicio.areaId);
  if (area && !area.activo) throw new DatosInvalidosError(`El servicio '${servicio.nombre}' es de un área inactiva ('${area.nombre}').`);
}
