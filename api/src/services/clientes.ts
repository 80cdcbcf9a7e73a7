import { nombreLimpio, tieneTextoVisible, type ActualizarClienteBody, type Cliente, type CrearClienteBody } from '@horas/shared/contracts';
import { ConflictoError, DatosInvalidosError } from '../lib/errores';
import type { EnTransaccion } from '../repositories';
import type { CatalogoRepository } from '../repositories/catalogo';
import type { ClientesRepository, DatosCliente } from '../repositories/clientes';
import type { HistorialRepository } from '../repositories/historial';
import { esAdmin, exigirAdmin, type Actor } from './actor';
import { exigirAsignables, MENSAJES_AREA, MENSAJES_SERVICIO } from './asignables';
import { creacion, registrarEdicion } from './cambios';
import { clienteNoEncontrado } from './catalogo';
import { vistaCliente } from './vistas-historial';

const unicos = (ids: number[] = []) => [...new Set(ids)];
/** Optional data: blank or invisible text is none. */
const vacioANulo = (v: string | null | undefined) => (v === undefined || v === null || !tieneTextoVisible(v) ? null : v.trim());

function datos(body: CrearClienteBody | ActualizarClienteBody): DatosCliente {
  return {
    nombre: nombreLimpio(body.nombre),
    descripcion: vacioANulo(body.descripcion),
    correo: vacioANulo(body.correo),
    numeroContacto: vacioANulo(body.numeroContacto),
    direccion: vacioANulo(body.direccion),
    estado: body.estado ?? true,
  };
}

type Escritura = Pick<ClientesRepository, 'porId' | 'crear' | 'actualizar' | 'agregarServicios' | 'reemplazarServicios'>;

export interface ClientesDeps {
  clientes: Pick<ClientesRepository, 'activos' | 'activosDeUsuario' | 'listar' | 'porId' | 'nombreEnUso'>;
  catalogo: Pick<CatalogoRepository, 'areasPorIds' | 'serviciosPorIds'>;
  transaccion: EnTransaccion<{ clientes: Escritura; historial: Pick<HistorialRepository, 'registrar'> }>;
}

/** A client's record: about the client, nobody's hours or account. */
const registro = (id: number) => ({ entidad: 'cliente' as const, entidadId: String(id), usuarioId: null });

export function clientesService({ clientes: repo, catalogo, transaccion }: ClientesDeps) {

  async function exigir(id: number): Promise<Cliente> {
    const cliente = await repo.porId(id);
    if (!cliente) throw clienteNoEncontrado(id);
    return cliente;
  }

  async function validarNombre(nombre: string, exceptoId?: number) {
    if (await repo.nombreEnUso(nombre, exceptoId)) throw new ConflictoError(`Ya existe un cliente con el nombre '${nombre}'.`);
  }

  /** Areas that exist; a new one must be active (`yaAsignadas`: what the client already had). */
  async function validarAreas(areaIds: number[], yaAsignadas: number[] = []) {
    exigirAsignables(areaIds, await catalogo.areasPorIds(areaIds), yaAsignadas, MENSAJES_AREA);
  }

  /** Every service must exist, belong to one of the client's areas and, if newly assigned, be active. */
  async function validarServicios(servicioIds: number[], areaIds: number[], yaAsignados: number[]) {
    const servicios = exigirAsignables(servicioIds, await catalogo.serviciosPorIds(servicioIds), yaAsignados, MENSAJES_SERVICIO);
    const ajeno = servicios.find((s) => !areaIds.includes(s.areaId));
    if (ajeno) throw new DatosInvalidosError(`El servicio '${ajeno.nombre}' no pertenece a las áreas del cliente.`);
  }

  /** Changes a client and records it (data, areas and services as they read before and after), in one transaction. */
  async function cambiar(actor: Actor, id: number, cambio: (tx: Escritura) => Promise<void>): Promise<Cliente> {
    return transaccion(async (tx) => {
      const antes = await tx.clientes.porId(id);
      if (!antes) throw clienteNoEncontrado(id);
      await cambio(tx.clientes);
      const despues = (await tx.clientes.porId(id))!;
      await registrarEdicion(tx.historial, actor, { ...registro(id), antes: vistaCliente(antes), despues: vistaCliente(despues), campoActivo: 'estado' });
      return despues;
    });
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
      return transaccion(async (tx) => {
        const cliente = (await tx.clientes.porId(await tx.clientes.crear(nuevo, areaIds)))!;
        await tx.historial.registrar(actor, { ...registro(cliente.id), accion: 'crear', cambios: creacion(vistaCliente(cliente)) });
        return cliente;
      });
    },

    async actualizar(actor: Actor, id: number, body: ActualizarClienteBody): Promise<Cliente> {
      exigirAdmin(actor);
      const actual = await exigir(id);
      const cambios = datos(body);
      const areaIds = unicos(body.areaIds);
      const servicioIds = unicos(body.servicioIds);
      await validarNombre(cambios.nombre, id);
      await validarAreas(areaIds, actual.areas.map((a) => a.id));
      await validarServicios(servicioIds, areaIds, actual.servicios.map((s) => s.id));
      return cambiar(actor, id, (tx) => tx.actualizar(id, cambios, areaIds, servicioIds));
    },

    /** `agregar` keeps the assigned services; `reemplazar` leaves exactly the given ones. */
    async asignarServicios(actor: Actor, id: number, servicioIds: number[], modo: 'agregar' | 'reemplazar'): Promise<Cliente> {
      exigirAdmin(actor);
      const cliente = await exigir(id);
      const ids = unicos(servicioIds);
      await validarServicios(ids, cliente.areas.map((a) => a.id), cliente.servicios.map((s) => s.id));
      return cambiar(actor, id, (tx) => (modo === 'agregar' ? tx.agregarServicios(id, ids) : tx.reemplazarServicios(id, ids)));
    },
  };
}
