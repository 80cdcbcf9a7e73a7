import type { EstadoCierre } from '@horas/shared/contracts';

/** Demo catalogue: areas with their services and tasks, default tasks, clients, users. */
export const AREAS_DEMO: Record<string, Record<string, string[]>> = {
  Desarrollo: {
    'Desarrollo web': ['Análisis de requerimientos', 'Programación', 'Pruebas'],
    'Aplicaciones móviles': ['Programación', 'Publicación en tiendas'],
    Integraciones: ['Diseño de API', 'Implementación de integración'],
  },
  Diseño: {
    'Diseño UX/UI': ['Investigación de usuarios', 'Prototipado', 'Diseño visual'],
    'Identidad de marca': ['Logotipo', 'Manual de marca'],
  },
  Consultoría: {
    'Consultoría de procesos': ['Relevamiento', 'Informe de recomendaciones'],
    'Auditoría tecnológica': ['Revisión de infraestructura', 'Informe de auditoría'],
  },
  Soporte: {
    'Mesa de ayuda': ['Atención de incidentes', 'Seguimiento de tickets'],
    'Mantenimiento de infraestructura': ['Actualización de servidores', 'Respaldo y recuperación'],
  },
};

/**
 * The default tasks stay for hours logged before absences existed ('Vacaciones', 'Licencia'); the
 * demo records its vacations as absences (`AUSENCIAS_DEMO`), never as hours of these.
 */
export const TAREAS_DEFAULT_DEMO = ['Reunión interna', 'Capacitación', 'Vacaciones', 'Tareas administrativas', 'Licencia'];

/** Holidays of the demo, this year's and next year's: month-day and name. */
export const FERIADOS_DEMO: [string, string][] = [['01-01', 'Año Nuevo'], ['05-01', 'Día del Trabajador'], ['12-25', 'Navidad']];

export interface ClienteDemo {
  nombre: string;
  descripcion: string | null;
  correo: string | null;
  numeroContacto: string | null;
  direccion: string | null;
  estado: boolean;
  areas: string[];
  servicios: string[];
}

export const CLIENTES_DEMO: ClienteDemo[] = [
  { nombre: 'Banco Andino', descripcion: 'Banca minorista', correo: 'contacto@bancoandino.example', numeroContacto: '+54 11 4000-1000', direccion: 'Av. Corrientes 1234', estado: true, areas: ['Desarrollo', 'Consultoría'], servicios: ['Desarrollo web', 'Integraciones', 'Consultoría de procesos'] },
  { nombre: 'Café del Valle', descripcion: 'Cadena de cafeterías', correo: 'hola@cafedelvalle.example', numeroContacto: '+54 351 400-2000', direccion: 'San Martín 55', estado: true, areas: ['Diseño', 'Desarrollo'], servicios: ['Diseño UX/UI', 'Identidad de marca', 'Desarrollo web'] },
  { nombre: 'Transportes Rápidos', descripcion: 'Logística y distribución', correo: 'it@transportesrapidos.example', numeroContacto: '+54 261 400-3000', direccion: 'Ruta 7 km 12', estado: true, areas: ['Soporte', 'Desarrollo'], servicios: ['Mesa de ayuda', 'Mantenimiento de infraestructura', 'Aplicaciones móviles'] },
  { nombre: 'Clínica Santa Lucía', descripcion: 'Centro médico', correo: null, numeroContacto: '+54 341 400-4000', direccion: 'Belgrano 900', estado: true, areas: ['Consultoría', 'Soporte'], servicios: ['Auditoría tecnológica', 'Mesa de ayuda'] },
  { nombre: 'Municipalidad de Río Claro', descripcion: null, correo: 'sistemas@rioclaro.example', numeroContacto: null, direccion: 'Plaza Central s/n', estado: true, areas: ['Desarrollo', 'Consultoría'], servicios: ['Desarrollo web', 'Consultoría de procesos'] },
  { nombre: 'Fundación Horizonte', descripcion: 'Organización sin fines de lucro', correo: null, numeroContacto: null, direccion: null, estado: true, areas: ['Soporte'], servicios: [] },
  { nombre: 'Editorial Sur', descripcion: 'Cliente histórico, sin proyectos activos', correo: 'editorial@sur.example', numeroContacto: null, direccion: 'Perú 300', estado: false, areas: ['Diseño'], servicios: ['Identidad de marca'] },
];

export interface UsuarioDemo {
  email: string;
  password: string;
  perfil: string;
  nombre: string;
  apellidos: string;
  areas: string[];
  /** Weekdays (1 = Monday) with hours; every weekday when absent. */
  dias?: number[];
  /** An own jornada (hours Monday first) from the first day of last month; the default one otherwise. */
  jornada?: number[];
  /** The areas (of `areas`) the user leads: they approve the months of those areas' people. */
  responsable?: string[];
  /** How many months back their hours (and their account) start: 3 when absent. */
  mesesAtras?: number;
}

export const USUARIOS_DEMO: UsuarioDemo[] = [
  { email: 'admin@horas.local', password: 'Admin#2026', perfil: 'Administrador del sistema', nombre: 'Admin', apellidos: 'Sistema', areas: ['Consultoría'], dias: [1, 5] },
  { email: 'ana.garcia@horas.local', password: 'Ana#2026', perfil: 'Senior', nombre: 'Ana', apellidos: 'García', areas: ['Desarrollo', 'Diseño'], responsable: ['Desarrollo'] },
  { email: 'luis.perez@horas.local', password: 'Luis#2026', perfil: 'Junior', nombre: 'Luis', apellidos: 'Pérez', areas: ['Desarrollo', 'Soporte'], jornada: [4, 4, 4, 4, 4, 0, 0] },
  { email: 'carla.mendez@horas.local', password: 'Carla#2026', perfil: 'Semi Senior', nombre: 'Carla', apellidos: 'Méndez', areas: ['Desarrollo'], mesesAtras: 2 },
];

/**
 * Month closings of the demo, so a fresh start has one to approve: Carla submitted the month before
 * last and the administrator approved it; she submitted last month too. Each step: the state it
 * leads to and who took it (by e-mail), on the following month's first days.
 */
export const CIERRES_DEMO: { email: string; mesesAtras: number; pasos: [EstadoCierre, string][] }[] = [
  { email: 'carla.mendez@horas.local', mesesAtras: 2, pasos: [['enviado', 'carla.mendez@horas.local'], ['aprobado', 'admin@horas.local']] },
  { email: 'carla.mendez@horas.local', mesesAtras: 1, pasos: [['enviado', 'carla.mendez@horas.local']] },
];

/**
 * The demo's absences, next month so that no figure of a past month moves: Ana's week of vacations
 * (approved by the administrator) and Luis's three days (pending, for Ana to approve in 'Por aprobar').
 */
export const AUSENCIAS_DEMO: { email: string; tipo: string; semana: number; dias: number; decididaPor?: string }[] = [
  { email: 'ana.garcia@horas.local', tipo: 'Vacaciones', semana: 2, dias: 5, decididaPor: 'admin@horas.local' },
  { email: 'luis.perez@horas.local', tipo: 'Vacaciones', semana: 3, dias: 3 },
];

export const DESCRIPCIONES_DEMO = [
  'Avance según lo planificado', 'Reunión de seguimiento con el cliente', 'Corrección de observaciones',
  'Revisión con el equipo', 'Documentación del trabajo realizado', 'Preparación de entregable',
];
