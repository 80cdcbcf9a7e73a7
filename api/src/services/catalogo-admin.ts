import {
  nombreLimpio,
  type ActualizarCatalogoBody, type AreaCatalogo, type CrearAreaBody, type CrearServicioBody, type CrearTareaBody, type Servicio, type Tarea,
} from '@horas/shared/contracts';
import { ConflictoError, DatosInvalidosError, NoEncontradoError } from '../lib/errores';
import type { CatalogoRepository } from '../repositories/catalogo';
import type { CatalogoCambiosRepository, CambiosCatalogo } from '../repositories/catalogo-cambios';
import { exigirAdmin, type Actor } from './actor';
import { INACTIVO } from './asignables';

export interface CatalogoAdminDeps {
  catalogo: Pick<CatalogoRepository, 'area' | 'servicio' | 'tarea'>;
  catalogoCambios: CatalogoCambiosRepository;
}

/** What a write left: the id, or null when the name was taken (409 with `repetido`). */
async function guardado<T>(id: number | null, leer: (id: number) => Promise<T | undefined>, repetido: string): Promise<T> {
  if (id === null) throw new ConflictoError(repetido);
  return (await leer(id)) as T;
}

/** One kind of catalogue item, as a rename / (de)activation sees it. */
interface Tipo<T> {
  leer: (id: number) => Promise<T | undefined>;
  cambiar: (id: number, cambios: CambiosCatalogo) => Promise<boolean>;
  noEncontrado: (id: number) => string;
  repetido: (nombre: string, actual: T) => string;
}

/** Renames and/or switches `activo`: 404 when missing, 409 when the new name is taken within its parent. */
async function cambiar<T>(tipo: Tipo<T>, id: number, body: ActualizarCatalogoBody): Promise<T> {
  const actual = await tipo.leer(id);
  if (!actual) throw new NoEncontradoError(tipo.noEncontrado(id));
  const cambios: CambiosCatalogo = { ...(body.nombre === undefined ? {} : { nombre: nombreLimpio(body.nombre) }), activo: body.activo };
  return guardado((await tipo.cambiar(id, cambios)) ? id : null, tipo.leer, tipo.repetido(cambios.nombre ?? '', actual));
}

/** A parent given in a body: it must exist (400, not 404: the path is fine) and be active. */
async function padreActivo<T extends { nombre: string; activo: boolean }>(leer: Promise<T | undefined>, noExiste: string, inactivo: (n: string) => string) {
  const padre = await leer;
  if (!padre) throw new DatosInvalidosError(noExiste);
  if (!padre.activo) throw new DatosInvalidosError(inactivo(padre.nombre));
}

const areaRepetida = (nombre: string) => `Ya existe un área con el nombre '${nombre}'.`;
const servicioRepetido = (nombre: string) => `Ya existe un servicio con el nombre '${nombre}' en esa área.`;
const tareaRepetida = (nombre: string, servicioId: number | null) =>
  servicioId === null ? `Ya existe una tarea por defecto con el nombre '${nombre}'.` : `Ya existe una tarea con el nombre '${nombre}' en ese servicio.`;

/** Creates, renames, deactivates and reactivates areas, services and tasks (administrators). Nothing is deleted. */
export function catalogoAdminService({ catalogo, catalogoCambios: escritura }: CatalogoAdminDeps) {
  const area: Tipo<AreaCatalogo> = {
    leer: catalogo.area, cambiar: escritura.cambiarArea, noEncontrado: (id) => `Área con ID ${id} no encontrada`, repetido: areaRepetida,
  };
  const servicio: Tipo<Servicio> = {
    leer: catalogo.servicio, cambiar: escritura.cambiarServicio, noEncontrado: (id) => `Servicio con ID ${id} no encontrado`, repetido: servicioRepetido,
  };
  const tarea: Tipo<Tarea> = {
    leer: catalogo.tarea, cambiar: escritura.cambiarTarea, noEncontrado: (id) => `Tarea con ID ${id} no encontrada`,
    repetido: (nombre, actual) => tareaRepetida(nombre, actual.servicioId),
  };
  const soloAdmin = <A extends unknown[], R>(accion: (...args: A) => Promise<R>) => (actor: Actor, ...args: A): Promise<R> => {
    exigirAdmin(actor);
    return accion(...args);
  };

  return {
    crearArea: soloAdmin(async (body: CrearAreaBody): Promise<AreaCatalogo> => {
      const nombre = nombreLimpio(body.nombre);
      return guardado(await escritura.crearArea(nombre), catalogo.area, areaRepetida(nombre));
    }),
    crearServicio: soloAdmin(async (body: CrearServicioBody): Promise<Servicio> => {
      await padreActivo(catalogo.area(body.areaId), `El área con ID ${body.areaId} no existe.`, INACTIVO.area);
      const nombre = nombreLimpio(body.nombre);
      return guardado(await escritura.crearServicio(nombre, body.areaId), catalogo.servicio, servicioRepetido(nombre));
    }),
    /** `servicioId: null` makes a default task. */
    crearTarea: soloAdmin(async (body: CrearTareaBody): Promise<Tarea> => {
      if (body.servicioId !== null) {
        await padreActivo(catalogo.servicio(body.servicioId), `El servicio con ID ${body.servicioId} no existe.`, INACTIVO.servicio);
      }
      const nombre = nombreLimpio(body.nombre);
      return guardado(await escritura.crearTarea(nombre, body.servicioId), catalogo.tarea, tareaRepetida(nombre, body.servicioId));
    }),
    cambiarArea: soloAdmin((id: number, body: ActualizarCatalogoBody) => cambiar(area, id, body)),
    cambiarServicio: soloAdmin((id: number, body: ActualizarCatalogoBody) => cambiar(servicio, id, body)),
    cambiarTarea: soloAdmin((id: number, body: ActualizarCatalogoBody) => cambiar(tarea, id, body)),
  };
}
