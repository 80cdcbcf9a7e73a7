import { type Celda, neutralizarFormula } from './celdas';
import type { AccionHistorial, EntidadHistorial, RegistroHistorial } from './historial';

/** How each action reads (historial.xlsx's 'Acción'). */
export const ETIQUETAS_ACCION_HISTORIAL: Record<AccionHistorial, string> = {
  crear: 'Crear',
  modificar: 'Modificar',
  eliminar: 'Eliminar',
  activar: 'Activar',
  desactivar: 'Desactivar',
  'restablecer-contrasena': 'Restablecer contraseña',
  'cambiar-contrasena': 'Cambiar contraseña',
  enviar: 'Enviar',
  retirar: 'Retirar',
  aprobar: 'Aprobar',
  rechazar: 'Rechazar',
  reabrir: 'Reabrir',
  'iniciar-sesion': 'Iniciar sesión',
  'bloquear-cuenta': 'Bloquear cuenta',
};

export const ETIQUETAS_ENTIDAD_HISTORIAL: Record<EntidadHistorial, string> = {
  hora: 'Hora',
  usuario: 'Usuario',
  area: 'Área',
  servicio: 'Servicio',
  tarea: 'Tarea',
  cliente: 'Cliente',
  configuracion: 'Configuración',
  jornada: 'Jornada',
  feriado: 'Feriado',
  cierre: 'Cierre de mes',
  sesion: 'Sesión',
};

/** The fields a record's `cambios` may name, as a person reads them; any other reads as its key. */
export const ETIQUETAS_CAMPO_HISTORIAL: Record<string, string> = {
  cliente: 'Cliente',
  servicio: 'Servicio',
  tarea: 'Tarea',
  fecha: 'Fecha',
  horas: 'Horas',
  descripcion: 'Descripción',
  email: 'E-mail',
  nombre: 'Nombre',
  apellidos: 'Apellidos',
  perfil: 'Perfil',
  areas: 'Áreas',
  area: 'Área',
  activo: 'Activo',
  estado: 'Estado',
  correo: 'Correo',
  numeroContacto: 'Número de contacto',
  direccion: 'Dirección',
  servicios: 'Servicios',
  horasHabilitadas: 'Carga de horas habilitada',
  horasPorDia: 'Horas por día',
  cuenta: 'Cuenta',
  responsableDe: 'Responsable de',
  comentario: 'Comentario',
  motivo: 'Motivo',
  cargadas: 'Horas cargadas',
  objetivo: 'Objetivo',
  diferencia: 'Diferencia',
};

const DIAS_SEMANA = ['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom'];
const NINGUNO = '—';

/** One value of a change as text: hours with two decimals, a jornada day by day, lists by commas. */
function texto(campo: string, valor: unknown): string {
  if (valor === null || valor === undefined) return NINGUNO;
  if (typeof valor === 'boolean') {
    if (campo === 'estado') return valor ? 'Activo' : 'Inactivo';
    return valor ? 'Sí' : 'No';
  }
  if (typeof valor === 'number') return campo === 'horas' ? valor.toFixed(2) : String(valor);
  if (Array.isArray(valor)) {
    if (valor.length === 0) return NINGUNO;
    if (campo === 'horasPorDia') return valor.map((h, i) => `${DIAS_SEMANA[i] ?? i + 1} ${Number(h).toFixed(2)}`).join(', ');
    return valor.map((v) => texto('', v)).join(', ');
  }
  return typeof valor === 'string' ? valor : JSON.stringify(valor);
}

/** Actions that change something that stays: both sides of every field are shown. */
const EDICIONES: readonly string[] = ['modificar', 'activar', 'desactivar'];

/**
 * The changes of a record as one readable Spanish text: 'Horas: 3.50 → 4.00; Descripción: Informe →
 * Informe final'. An edit shows each field before and after; a creation (or any field that did not
 * exist before) what it became; a deletion what it was. A record without changes (a sign-in, a
 * password reset) reads ''.
 */
export function detalleHistorial({ accion, cambios }: Pick<RegistroHistorial, 'accion' | 'cambios'>): string {
  const edicion = EDICIONES.includes(accion);
  return Object.entries(cambios).map(([campo, [antes, despues]]) => {
    const etiqueta = ETIQUETAS_CAMPO_HISTORIAL[campo] ?? campo;
    if (!edicion && (antes === null || antes === undefined)) return `${etiqueta}: ${texto(campo, despues)}`;
    if (!edicion && (despues === null || despues === undefined)) return `${etiqueta}: ${texto(campo, antes)}`;
    return `${etiqueta}: ${texto(campo, antes)} → ${texto(campo, despues)}`;
  }).join('; ');
}

const diaLegible = (iso: string) => iso.split('-').reverse().join('/');

/** What a record is about: 'Hora 1234', 'Jornada del usuario 3 desde 01/03/2026', 'Feriado 25/12/2026', 'Configuración'. */
export function entidadDelHistorial({ entidad, entidadId }: Pick<RegistroHistorial, 'entidad' | 'entidadId'>): string {
  const etiqueta = ETIQUETAS_ENTIDAD_HISTORIAL[entidad];
  if (entidadId === null) return etiqueta;
  const [dueño, fecha] = entidadId.split('/');
  switch (entidad) {
    case 'feriado':
      return `${etiqueta} ${diaLegible(entidadId)}`;
    case 'jornada':
      return dueño === 'defecto' ? `Jornada por defecto desde ${diaLegible(fecha ?? '')}` : `Jornada del usuario ${dueño} desde ${diaLegible(fecha ?? '')}`;
    case 'cierre':
      return `${etiqueta} del usuario ${dueño}: ${diaLegible(fecha ?? '')}`;
    default:
      return `${etiqueta} ${entidadId}`;
  }
}

/** Who made the change: the actor's name as it was, or 'Sistema' (the command line, the system). */
export const autorDelHistorial = ({ actor }: Pick<RegistroHistorial, 'actor'>): string =>
  (actor ? `${actor.nombre} ${actor.apellidos}`.trim() : 'Sistema');

const formatos = new Map<string, Intl.DateTimeFormat>();
/** `dd/MM/yyyy HH:mm:ss` of an instant in the time zone. */
export function fechaHoraEn(instante: string, zona: string): string {
  let formato = formatos.get(zona);
  if (!formato) {
    formato = new Intl.DateTimeFormat('en-GB', {
      timeZone: zona, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
    });
    formatos.set(zona, formato);
  }
  return formato.format(new Date(instante)).replace(', ', ' ');
}

/** One row of historial.xlsx, in the order of `LIBRO_HISTORIAL.columnas`, its time in `zona`, every text neutralised against formulas. */
export function celdasHistorial(registro: RegistroHistorial, zona: string): string[] {
  const celdas: Celda[] = [
    fechaHoraEn(registro.en, zona),
    autorDelHistorial(registro),
    ETIQUETAS_ACCION_HISTORIAL[registro.accion as AccionHistorial] ?? registro.accion,
    entidadDelHistorial(registro),
    detalleHistorial(registro),
  ];
  return celdas.map(neutralizarFormula) as string[];
}
