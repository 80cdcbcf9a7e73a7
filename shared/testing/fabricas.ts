import type { Cliente, Hora, MisHorasRespuesta, RegistroHistorial, Tarea, Usuario } from '../src/contracts';
import { AREAS } from './catalogoDePrueba';

/** Test data shaped as the API sends it; each factory takes the fields a test cares about. */

let siguienteId = 1000;

export function unaHora(cambios: Partial<Hora> = {}): Hora {
  const id = cambios.id ?? siguienteId++;
  return {
    id,
    clienteId: 1,
    servicioId: 10,
    tareaId: 100,
    horas: 2,
    descripcion: `Trabajo ${id}`,
    usuarioId: 7,
    fechaCarga: '17/11/2026',
    senorityhora: 'Senior',
    cliente: { id: 1, nombre: 'Acme' },
    usuario: { id: 7, nombre: 'Ana', apellidos: 'García', areas: [] },
    servicio: { nombre: 'Desarrollo' },
    tarea: { nombre: 'Programación' },
    ...cambios,
  };
}

export const unCliente = (cambios: Partial<Cliente> = {}): Cliente => ({
  id: 7,
  nombre: 'Acme',
  descripcion: null,
  correo: 'contacto@acme.test',
  numeroContacto: null,
  direccion: null,
  estado: true,
  areas: [AREAS[0]],
  servicios: [],
  ...cambios,
});

export const unaTarea = (cambios: Partial<Tarea> = {}): Tarea => ({ id: 900, nombre: 'Capacitación', servicioId: null, activo: true, ...cambios });

export const unUsuario = (cambios: Partial<Usuario> = {}): Usuario => ({
  id: 7,
  email: 'ana.garcia@horas.local',
  nombre: 'Ana',
  apellidos: 'García',
  perfil: 'Senior',
  areas: [],
  activo: true,
  tieneContrasena: true,
  sso: false,
  invitacionVence: null,
  areasResponsable: [],
  ...cambios,
});

/** Mis Horas' answer for these entries: their total, and the filters the server echoes. */
export function unaRespuesta(horas: Hora[], filtros: Partial<MisHorasRespuesta['filtrosActivos']> = {}): MisHorasRespuesta {
  return {
    horas,
    totalHoras: horas.reduce((total, hora) => total + hora.horas, 0),
    clienteId: filtros.clienteId ?? null,
    periodo: 'Todas las fechas',
    filtrosActivos: { clienteId: null, fecha: null, fechaInicio: null, fechaFin: null, mes: null, año: null, totalDias: 1, ...filtros },
  };
}

/** The signed-in user of the hour tests, their two clients and the default tasks. */
export const sesionDePrueba = { id: 7, perfil: 'Senior' };
export const clientesDePrueba: Cliente[] = [unCliente({ id: 1, nombre: 'Acme', areas: [] }), unCliente({ id: 2, nombre: 'Globex', areas: [] })];
export const tareasDefaultDePrueba: Tarea[] = [unaTarea({ id: 900, nombre: 'Capacitación' }), unaTarea({ id: 901, nombre: 'Reunión interna' })];

/** A history record as GET /historial answers it: Ana modified her hours unless told. */
export const unRegistroHistorial = (cambios: Partial<RegistroHistorial> = {}): RegistroHistorial => ({
  id: String(siguienteId++),
  en: '2026-11-24T13:05:00.000Z',
  actor: { id: 7, nombre: 'Ana', apellidos: 'García' },
  origen: '127.0.0.1',
  entidad: 'hora',
  entidadId: '1000',
  accion: 'modificar',
  cambios: { fecha: ['2026-11-24', '2026-11-24'], horas: [3.5, 4] },
  ...cambios,
});
