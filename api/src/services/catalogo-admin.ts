import {
  nombreLimpio,
  type ActualizarCatalogoBody, type AreaCatalogo, type CrearAreaBody, type CrearServicioBody, type CrearTareaBody, type EntidadHistorial,
  type Servicio, type Tarea,
} from '@horas/shared/contracts';
import { ConflictoError, DatosInvalidosError, NoEncontradoError } from '../lib/errores';
import type { EnTransaccion } from '../repositories';
import type { CatalogoRepository } from '../repositories/catalogo';
import type { CatalogoCambiosRepository, CambiosCatalogo } from '../repositories/catalogo-cambios';
import type { HistorialRepository } from '../repositories/historial';
import { exigirAdmin, type Actor } from './actor';
import { INACTIVO } from './asignables';
import { creacion, registrarEdicion, type Vista } from './cambios';
import { vistaArea, vistaServicio, vistaTarea } from './vistas-historial';

type Lecturas = Pick<CatalogoRepository, 'area' | 'servicio' | 'tarea'>;

/** A write, its reads and its record, in one transaction. */
interface RepositoriosEscritura {
  catalogo: Lecturas;
  catalogoCambios: CatalogoCambiosRepository;
  historial: Pick<HistorialRepository, 'registrar'>;
}

export interface CatalogoAdminDeps {
  catalogo: Lecturas;
  transaccion: EnTransaccion<RepositoriosEscritura>;
}

/** What a write left: the item, or 409 with `repetido` when the name was taken (id null). */
async function guardado<T>(id: number | null, leer: (id: number) => Promise<T | undefined>, repetido: string): Promise<T> {
  if (id === null) throw new ConflictoError(repetido);
  return (await leer(id)) as T;
}

/** One kind of catalogue item, as a rename / (de)activation and its record see it. */
interface Tipo<T> {
  entidad: EntidadHistorial;
  leer: (tx: RepositoriosEscritura, id: number) => Promise<T | undefined>;
  cambiar: (tx: RepositoriosEscritura, id: number, cambios: CambiosCatalogo) => Promise<boolean>;
  /** Its parent never changes here: the views before and after differ in name and `activo` only. */
  vista: (item: T) => Vista;
  noEncontrado: (id: number) => string;
  repetido: (nombre: string, actual: T) => string;
}

/** A parent given in a body: it must exist (400, not 404: the path is fine) and be active. */
async function padreActivo<T extends { nombre: string; activo: boolean }>(leer: Promise<T | undefined>, noExiste: string, inactivo: (n: string) => string): Promise<T> {
  const padre = await leer;
  if (!padre) throw new DatosInvalidosError(noExiste);
  if (!padre.activo) throw new DatosInvalidosError(inactivo(padre.nombre));
  return padre;
}

const areaRepetida = (nombre: string) => `Ya existe un área con el nombre '${nombre}'.`;
const servicioRepetido = (nombre: string) => `Ya existe un servicio con el nombre '${nombre}' en esa área.`;
const tareaRepetida = (nombre: string, servicioId: number | null) =>
  servicioId === null ? `Ya existe una tarea por defecto con el nombre '${nombre}'.` : `Ya existe una tarea con el nombre '${nombre}' en ese servicio.`;

const area: Tipo<AreaCatalogo> = {
  entidad: 'area', leer: (tx, id) => tx.catalogo.area(id), cambiar: (tx, id, c) => tx.catalogoCambios.cambiarArea(id, c), vista: vistaArea,
  noEncontrado: (id) => `Área con ID ${id} no encontrada`, repetido: areaRepetida,
};
const servicio: Tipo<Servicio> = {
  entidad: 'servicio', leer: (tx, id) => tx.catalogo.servicio(id), cambiar: (tx, id, c) => tx.catalogoCambios.cambiarServicio(id, c),
  vista: (s) => vistaServicio(s, null), noEncontrado: (id) => `Servicio con ID ${id} no encontrado`, repetido: servicioRepetido,
};
const tarea: Tipo<Tarea> = {
  entidad: 'tarea', leer: (tx, id) => tx.catalogo.tarea(id), cambiar: (tx, id, c) => tx.catalogoCambios.cambiarTarea(id, c),
  vista: (t) => vistaTarea(t, null), noEncontrado: (id) => `Tarea con ID ${id} no encontrada`,
  repetido: (nombre, actual) => tareaRepetida(nombre, actual.servicioId),
};

/**
 * Creates, renames, deactivates and reactivates areas, services and tasks (administrators). Nothing
 * is deleted. Each write and its history record share one transaction: a refused name (409) leaves
 * neither.
 */
export function catalogoAdminService({ catalogo, transaccion }: CatalogoAdminDeps) {
  const soloAdmin = <A extends unknown[], R>(accion: (actor: Actor, ...args: A) => Promise<R>) => (actor: Actor, ...args: A): Promise<R> => {
    exigirAdmin(actor);
    return accion(actor, ...args);
  };

  /** Renames and/or switches `activo`: 404 when missing, 409 when the new name is taken within its parent. */
  const cambiar = <T>(tipo: Tipo<T>) => soloAdmin((actor: Actor, id: number, body: ActualizarCatalogoBody): Promise<T> =>
    transaccion(async (tx) => {
      const actual = await tipo.leer(tx, id);
      if (!actual) throw new NoEncontradoError(tipo.noEncontrado(id));
      const cambios: CambiosCatalogo = { ...(body.nombre === undefined ? {} : { nombre: nombreLimpio(body.nombre) }), activo: body.activo };
      const nuevo = await guardado((await tipo.cambiar(tx, id, cambios)) ? id : null, (i) => tipo.leer(tx, i), tipo.repetido(cambios.nombre ?? '', actual));
      await registrarEdicion(tx.historial, actor, { entidad: tipo.entidad, entidadId: String(id), usuarioId: null, antes: tipo.vista(actual), despues: tipo.vista(nuevo) });
      return nuevo;
    }));

  /** Creates an item (null id: its name was taken, 409) and records it with its fields. */
  const crear = <T extends { id: number }>(tx: RepositoriosEscritura, actor: Actor, entidad: EntidadHistorial, item: T, vista: Vista) =>
    tx.historial.registrar(actor, { entidad, entidadId: String(item.id), usuarioId: null, accion: 'crear', cambios: creacion(vista) }).then(() => item);

  return {
    crearArea: soloAdmin((actor, body: CrearAreaBody): Promise<AreaCatalogo> => {
      const nombre = nombreLimpio(body.nombre);
      return transaccion(async (tx) => {
        const nueva = await guardado(await tx.catalogoCambios.crearArea(nombre), tx.catalogo.area, areaRepetida(nombre));
        return crear(tx, actor, 'area', nueva, vistaArea(nueva));
      });
    }),
    crearServicio: soloAdmin(async (actor, body: CrearServicioBody): Promise<Servicio> => {
      const padre = await padreActivo(catalogo.area(body.areaId), `El área con ID ${body.areaId} no existe.`, INACTIVO.area);
      const nombre = nombreLimpio(body.nombre);
      return transaccion(async (tx) => {
        const nuevo = await guardado(await tx.catalogoCambios.crearServicio(nombre, body.areaId), tx.catalogo.servicio, servicioRepetido(nombre));
        return crear(tx, actor, 'servicio', nuevo, vistaServicio(nuevo, padre.nombre));
      });
    }),
    /** `servicioId: null` makes a default task. */
    crearTarea: soloAdmin(async (actor, body: CrearTareaBody): Promise<Tarea> => {
      const padre = body.servicioId === null
        ? null
        : await padreActivo(catalogo.servicio(body.servicioId), `El servicio con ID ${body.servicioId} no existe.`, INACTIVO.servicio);
      const nombre = nombreLimpio(body.nombre);
      return transaccion(async (tx) => {
        const nueva = await guardado(await tx.catalogoCambios.crearTarea(nombre, body.servicioId), tx.catalogo.tarea, tareaRepetida(nombre, body.servicioId));
        return crear(tx, actor, 'tarea', nueva, vistaTarea(nueva, padre?.nombre ?? null));
      });
    }),
    cambiarArea: cambiar(area),
    cambiarServicio: cambiar(servicio),
    cambiarTarea: cambiar(tarea),
  };
}
