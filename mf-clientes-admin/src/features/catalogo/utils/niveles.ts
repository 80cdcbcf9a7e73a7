import {
  actualizarArea, actualizarServicio, actualizarTarea, crearArea, crearAreaBodySchema, crearServicio, crearServicioBodySchema,
  crearTarea, crearTareaBodySchema, reglaDe, type ActualizarCatalogoBody,
} from '@horas/shared';

/** The four kinds of catalogue item the administrator manages. */
export type Nivel = 'area' | 'servicio' | 'tarea' | 'tareaPorDefecto';

/** Any of them, as the lists show it. */
export interface ElementoCatalogo {
  id: number;
  nombre: string;
  activo: boolean;
}

interface Textos {
  /** As a title word: 'Crear Área', 'Renombrar Servicio'. */
  etiqueta: string;
  /** Within a sentence, with its article: '¿Desactivar el servicio …?'. */
  conArticulo: string;
  creado: string;
  renombrado: string;
  desactivado: string;
  activado: string;
  errorGuardar: string;
}

interface DefinicionNivel extends Textos {
  /** The API's own rule for the name, as the form's rule. */
  reglaNombre: ReturnType<typeof reglaDe>;
  /** `padreId`: the area of a service, the service of a task; none for areas and default tasks. */
  crear: (nombre: string, padreId: number | null) => Promise<unknown>;
  actualizar: (id: number, cambios: ActualizarCatalogoBody) => Promise<unknown>;
}

export const NIVELES: Record<Nivel, DefinicionNivel> = {
  area: {
    etiqueta: 'Área', conArticulo: 'el área',
    creado: 'Área creada correctamente', renombrado: 'Área renombrada correctamente',
    desactivado: 'Área desactivada', activado: 'Área activada', errorGuardar: 'No se pudo guardar el área',
    reglaNombre: reglaDe(crearAreaBodySchema.shape.nombre),
    crear: (nombre) => crearArea({ nombre }),
    actualizar: actualizarArea,
  },
  servicio: {
    etiqueta: 'Servicio', conArticulo: 'el servicio',
    creado: 'Servicio creado correctamente', renombrado: 'Servicio renombrado correctamente',
    desactivado: 'Servicio desactivado', activado: 'Servicio activado', errorGuardar: 'No se pudo guardar el servicio',
    reglaNombre: reglaDe(crearServicioBodySchema.shape.nombre),
    crear: (nombre, areaId) => crearServicio({ nombre, areaId: areaId! }),
    actualizar: actualizarServicio,
  },
  tarea: {
    etiqueta: 'Tarea', conArticulo: 'la tarea',
    creado: 'Tarea creada correctamente', renombrado: 'Tarea renombrada correctamente',
    desactivado: 'Tarea desactivada', activado: 'Tarea activada', errorGuardar: 'No se pudo guardar la tarea',
    reglaNombre: reglaDe(crearTareaBodySchema.shape.nombre),
    crear: (nombre, servicioId) => crearTarea({ nombre, servicioId }),
    actualizar: actualizarTarea,
  },
  tareaPorDefecto: {
    etiqueta: 'Tarea por defecto', conArticulo: 'la tarea por defecto',
    creado: 'Tarea por defecto creada correctamente', renombrado: 'Tarea por defecto renombrada correctamente',
    desactivado: 'Tarea por defecto desactivada', activado: 'Tarea por defecto activada', errorGuardar: 'No se pudo guardar la tarea por defecto',
    reglaNombre: reglaDe(crearTareaBodySchema.shape.nombre),
    crear: (nombre) => crearTarea({ nombre, servicioId: null }),
    actualizar: actualizarTarea,
  },
};
