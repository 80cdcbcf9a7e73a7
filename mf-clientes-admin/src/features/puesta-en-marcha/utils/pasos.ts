import type { Cliente, Usuario } from '@horas/shared';
import type { Catalogo } from '../../catalogo/hooks/useCatalogo';

export interface Paso {
  clave: 'areas' | 'servicios' | 'tareas' | 'tareas-por-defecto' | 'clientes' | 'usuarios';
  titulo: string;
  /** What is needed, as a sentence. */
  falta: string;
  hecho: boolean;
  /** Where it is created, under /administracion. */
  ruta: string;
  /** The link's text. */
  enlace: string;
}

interface Datos {
  catalogo: Catalogo;
  clientes: Cliente[];
  usuarios: Usuario[];
}

const CATALOGO = { ruta: 'catalogo', enlace: 'Ir a Catálogo' };

/**
 * What an empty Horas needs before anyone can log an hour: hours go against a client's service
 * and a task, or a default task; and someone other than the first administrator to log them.
 * Only active items count: inactive ones are never offered.
 */
export function pasosDePuestaEnMarcha({ catalogo, clientes, usuarios }: Datos): Paso[] {
  const activos = <T extends { activo: boolean }>(lista: T[]) => lista.filter((x) => x.activo);
  const tareas = activos(catalogo.tareas);
  return [
    { clave: 'areas', titulo: 'Áreas', falta: 'Al menos un área activa.', hecho: activos(catalogo.areas).length > 0, ...CATALOGO },
    { clave: 'servicios', titulo: 'Servicios', falta: 'Al menos un servicio en un área.', hecho: activos(catalogo.servicios).length > 0, ...CATALOGO },
    { clave: 'tareas', titulo: 'Tareas', falta: 'Al menos una tarea de un servicio.', hecho: tareas.some((t) => t.servicioId !== null), ...CATALOGO },
    {
      clave: 'tareas-por-defecto', titulo: 'Tareas por defecto', falta: 'Al menos una tarea por defecto, para las horas sin cliente.',
      hecho: tareas.some((t) => t.servicioId === null), ruta: 'catalogo?vista=tareas-por-defecto', enlace: 'Ir a Tareas por defecto',
    },
    {
      clave: 'clientes', titulo: 'Clientes', falta: 'Al menos un cliente activo con un servicio.',
      hecho: clientes.some((c) => c.estado && c.servicios.length > 0), ruta: 'clientes', enlace: 'Ir a Clientes',
    },
    {
      clave: 'usuarios', titulo: 'Usuarios', falta: 'Al menos una persona más, que cargue sus horas.',
      hecho: usuarios.filter((u) => u.activo).length > 1, ruta: 'usuarios', enlace: 'Ir a Usuarios',
    },
  ];
}
