import type { AreaCatalogo, Cliente, Servicio, Tarea, Usuario } from '@horas/shared/contracts';
import { aFechaCarga } from '../lib/fechas';
import type { Vista } from './cambios';
import type { NombresHora } from './referencias-hora';

/**
 * What the history keeps of each kind of thing: the fields a person reads, with names in place of
 * ids (as they are at the time of the change) and lists sorted, so that only real changes differ.
 */

const nombres = (lista: { nombre: string }[]) => lista.map((x) => x.nombre).sort((a, b) => a.localeCompare(b, 'es'));

/** An hour entry: its client, service and task by name, its day as `dd/MM/yyyy`. */
export const vistaHora = (h: { fecha: string; horas: number; descripcion: string }, n: NombresHora): Vista => ({
  cliente: n.cliente, servicio: n.servicio, tarea: n.tarea, fecha: aFechaCarga(h.fecha), horas: h.horas, descripcion: h.descripcion,
});

/** Never a password or its hash. */
export const vistaUsuario = (u: Usuario): Vista => ({
  email: u.email, nombre: u.nombre, apellidos: u.apellidos, perfil: u.perfil, areas: nombres(u.areas), activo: u.activo,
  responsableDe: nombres(u.areas.filter((a) => u.areasResponsable.includes(a.id))),
});

export const vistaCliente = (c: Cliente): Vista => ({
  nombre: c.nombre, descripcion: c.descripcion, correo: c.correo, numeroContacto: c.numeroContacto, direccion: c.direccion,
  estado: c.estado, areas: nombres(c.areas), servicios: nombres(c.servicios),
});

export const vistaArea = (a: AreaCatalogo): Vista => ({ nombre: a.nombre, activo: a.activo });

/** A service with its area's name (a service never changes area). */
export const vistaServicio = (s: Servicio, area: string | null): Vista => ({ nombre: s.nombre, area, activo: s.activo });

/** A task with its service's name; a default task has none. */
export const vistaTarea = (t: Tarea, servicio: string | null): Vista => ({ nombre: t.nombre, servicio, activo: t.activo });
