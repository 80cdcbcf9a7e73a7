import type { ActualizarClienteBody, Cliente, CrearClienteBody } from '@horas/shared/contracts';
import { ConflictoError, DatosInvalidosError } from '../lib/errores';
import { catalogoRepository } from '../repositories/catalogo';
import { clientesRepository, type DatosCliente } from '../repositories/clientes';
import { esAdmin, exigirAdmin, type Actor } from './actor';
import { clienteNoEncontrado } from './catalogo';
import type { Contexto } from './contexto';

const unicos = (ids: number[] = []) => [...new Set(ids)];
const vacioANulo = (v: string | null | undefined) => (v === undefined || v === null || v.trim() === '' ? null : v.trim());

function datos(body: CrearClienteBody | ActualizarClienteBody): DatosCliente {
  return {
    nombre: body.nombre.trim(),
    descripcion: vacioANulo(body.descripcion),
    correo: vacioANulo(body.correo),
    numeroContacto: vacioANulo(body.numeroContacto),
    direccion: vacioANulo(body.direccion),
    estado: body.estado ?? true,
  };
}

export function clientesService({ db }: Contexto) {
  const repo = clientesRepository(db);
  const catalogo = catalogoRepository(db);

  async function exigir(id: number): Promise<Cliente> {
    const cliente = await repo.porId(id);
    if (!cliente) throw clienteNoEncontrado(id);
    return cliente;
  }

  async function validarNombre(nombre: string, exceptoId?: number) {
    if (await repo.nombreEnUso(nombre, exceptoId)) throw new ConflictoError(`Ya existe un cliente con el nombre '${nombre}'.`);
  }

  async function validarAreas(areaIds: number[]) {
    const existentes = await catalogo.areasExistentes(areaIds);
    const faltante = areaIds.find((id) => !existentes.includes(id));
    if (faltante !== undefined) throw new DatosInvalidosError(`El área con ID ${faltante} no existe.`);
  }

  /** Every service must exist and belong to one of the client's areas. */
  async function validarServicios(servicioIds: number[], areaIds: number[]) {
    const servicios = await catalogo.serviciosPorIds(servicioIds);
    for (const id of servicioIds) {
      const servicio = servicios.find((s) => s.id === id);
      if (!servicio) throw new DatosInvalidosError(`El servicio con ID ${id} no existe.`);
      if (!areaIds.includes(servicio.areaId)) {
        throw new DatosInvalidosError(`El servicio '${servicio.nombre}' no pertenece a las áreas del cliente.`);
      }
    }
  }

  return {
    /** Active clients sharing an area with the caller (an admin: every active client). */
    delUsuario: (actor: Actor) => (esAdmin(actor) ? repo.activos() : repo.activosDeUsuario(actor.id)),

    listar: () => repo.listar(),

    listarAdmin(actor: Actor) {
      exigirAdmin(actor);
      return repo.listar();
    },

    porId(actor: Actor, id: number) {
      exigirAdmin(actor);
      return exigir(id);
    },

    async crear(actor: Actor, body: CrearClienteBody): Promise<Cliente> {
      exigirAdmin(actor);
      const nuevo = datos(body);
      const areaIds = unicos(body.areas);
      await validarNombre(nuevo.nombre);
      await validarAreas(areaIds);
      return exigir(await repo.crear(nuevo, areaIds));
    },

    async actualizar(actor: Actor, id: number, body: ActualizarClienteBody): Promise<Cliente> {
      exigirAdmin(actor);
      await exigir(id);
      const cambios = datos(body);
      const areaIds = unicos(body.areaIds);
      const servicioIds = unicos(body.servicioIds);
      await validarNombre(cambios.nombre, id);
      await validarAreas(areaIds);
      await validarServicios(servicioIds, areaIds);
      await repo.actualizar(id, cambios, areaIds, servicioIds);
      return exigir(id);
    },

    /** `agregar` keeps the assigned services; `reemplazar` leaves exactly the given ones. */
    async asignarServicios(actor: Actor, id: number, servicioIds: number[], modo: 'agregar' | 'reemplazar'): Promise<Cliente> {
      exigirAdmin(actor);
      const cliente = await exigir(id);
      const ids = unicos(servicioIds);
      await validarServicios(ids, cliente.areas.map((a) => a.id));
      if (modo === 'agregar') await repo.agregarServicios(id, ids);
      else await repo.reemplazarServicios(id, ids);
      return exigir(id);
    },
  };
}
