import { capitalizar, enOrden, etiquetaDeCampo, fechaLegible, textoPlano, vacio, valorLegible } from './camposDeHistorial';
import type { AccionHistorial, EntidadHistorial, RegistroHistorial } from './historial';
import { nombreCompleto } from './usuarios';

/**
 * A history record read as one Spanish sentence, for the screens and for historial.xlsx's 'Detalle':
 * 'Ana García modificó horas del 24/11/2026: Horas 3.50 → 4.00; Descripción «Reunión» → «Reunión semanal»'.
 *
 * What a sentence needs beyond what changed (an entry's date, a user's name, a client's name on its
 * deactivation) is read from `cambios` too: a field whose two values are equal is context, it names
 * the subject and is not listed as a change. A creation or deletion lists its values ('Horas 4.00');
 * a change, before → after.
 */
export type RegistroParaFrase = Pick<RegistroHistorial, 'actor' | 'entidad' | 'entidadId' | 'accion' | 'cambios'> & {
  /**
   * A record about an hour entry whose change did not touch its day: that day (dd/MM/yyyy), known
   * from the entry's other records (`cambios` holds only what changed, so the record cannot say it).
   */
  fechaHora?: string;
};

export const ETIQUETAS_ENTIDAD_HISTORIAL: Readonly<Record<EntidadHistorial, string>> = {
  hora: 'Horas',
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
  ausencia: 'Ausencia',
};

export const ETIQUETAS_ACCION_HISTORIAL: Readonly<Record<AccionHistorial, string>> = {
  crear: 'Creación',
  modificar: 'Modificación',
  eliminar: 'Eliminación',
  activar: 'Activación',
  desactivar: 'Desactivación',
  'restablecer-contrasena': 'Restablecimiento de contraseña',
  'cambiar-contrasena': 'Cambio de contraseña',
  enviar: 'Envío',
  retirar: 'Retiro del envío',
  aprobar: 'Aprobación',
  rechazar: 'Rechazo',
  reabrir: 'Reapertura',
  'iniciar-sesion': 'Inicio de sesión',
  'bloquear-cuenta': 'Bloqueo de cuenta',
  invitar: 'Invitación',
  'activar-cuenta': 'Activación de cuenta',
  'solicitar-restablecimiento': 'Envío de enlace de restablecimiento',
  'recuperar-contrasena': 'Recuperación de contraseña',
  'vincular-sso': 'Vinculación con el inicio de sesión único',
  'desvincular-sso': 'Desvinculación del inicio de sesión único',
  'solicitar-ausencia': 'Solicitud de ausencia',
  'aprobar-ausencia': 'Aprobación de ausencia',
  'rechazar-ausencia': 'Rechazo de ausencia',
  'cancelar-ausencia': 'Cancelación de ausencia',
};

/** 'Modificación'; an action not in the list, its key capitalised. */
export const etiquetaDeAccion = (accion: string): string => ETIQUETAS_ACCION_HISTORIAL[accion as AccionHistorial] ?? capitalizar(accion);

/** Who did it: their name then, or the system (the command line, a lock-out). */
export const nombreDeActor = (actor: RegistroHistorial['actor']): string => (actor ? nombreCompleto(actor) : 'El sistema');

const VERBOS: Readonly<Record<string, string>> = {
  crear: 'creó', modificar: 'modificó', eliminar: 'eliminó', activar: 'activó', desactivar: 'desactivó',
};
/** A closing's transitions, before 'mes 11/2026'. */
const VERBOS_CIERRE: Readonly<Record<string, string>> = {
  enviar: 'envió el', retirar: 'retiró el envío del', aprobar: 'aprobó el', rechazar: 'rechazó el', reabrir: 'reabrió el',
};

/** The field's value now, or the last one it had (a deletion). */
function vigente({ cambios }: RegistroParaFrase, campo: string): unknown {
  const par = cambios[campo];
  return par && (vacio(par[1]) ? par[0] : par[1]);
}

/** The person a record is about: their name (or e-mail) in `cambios`, if it is there. */
function nombreDePersona(registro: RegistroParaFrase): string | undefined {
  const nombre = ['nombre', 'apellidos'].map((campo) => vigente(registro, campo)).filter((parte) => typeof parte === 'string' && parte).join(' ');
  const otro = ['usuario', 'email'].map((campo) => vigente(registro, campo)).find((valor) => !vacio(valor));
  return nombre || (otro === undefined ? undefined : textoPlano(otro));
}

/** 'de Luis Pérez', or by id when the record does not name them. */
const dePersona = (nombre: string | undefined, id: string | null | undefined) =>
  nombre ? `de ${nombre}` : id ? `del usuario n.º ${id}` : 'de un usuario';

/** 'a Luis Pérez', or by id. */
const aPersona = (nombre: string | undefined, id: string | null | undefined) =>
  nombre ? `a ${nombre}` : id ? `al usuario n.º ${id}` : 'a un usuario';

/** '{usuarioId}/{resto}' of a jornada or a closing. */
const partes = (entidadId: string | null): [string | undefined, string | undefined] => {
  const [dueno, ...resto] = (entidadId ?? '').split('/');
  return resto.length ? [dueno, resto.join('/')] : [undefined, entidadId ?? undefined];
};

const esActor = ({ actor }: RegistroParaFrase, id: string | null | undefined) => actor !== null && id != null && String(actor.id) === id;

interface Objeto {
  /** 'el cliente «Acme»', 'horas del 24/11/2026'. */
  texto: string;
  /** Fields the object already says: not listed again on a creation or deletion. */
  dice: string[];
}

const nombrado = (articulo: string) => (registro: RegistroParaFrase): Objeto => {
  const nombre = vigente(registro, 'nombre');
  return { texto: vacio(nombre) ? `${articulo} n.º ${registro.entidadId}` : `${articulo} «${textoPlano(nombre)}»`, dice: ['nombre'] };
};

/** A jornada's or a closing's person: nobody when it is the actor's own. */
const deSuDueno = (registro: RegistroParaFrase, dueno: string | undefined) =>
  dueno === undefined || esActor(registro, dueno) ? '' : ` ${dePersona(nombreDePersona(registro), dueno)}`;

const OBJETOS: Readonly<Record<EntidadHistorial, (registro: RegistroParaFrase) => Objeto>> = {
  hora: (registro) => {
    const fecha = vigente(registro, 'fecha') ?? vigente(registro, 'fechaCarga') ?? registro.fechaHora;
    // Named by its number only when no record of the entry says its day any more.
    const cual = vacio(fecha) ? (registro.entidadId ? ` n.º ${registro.entidadId}` : '') : ` del ${fechaLegible(fecha)}`;
    return { texto: `horas${cual}`, dice: ['fecha', 'fechaCarga'] };
  },
  usuario: (registro) => ({ texto: `al usuario ${nombreDePersona(registro) ?? `n.º ${registro.entidadId}`}`, dice: ['nombre', 'apellidos'] }),
  area: nombrado('el área'),
  servicio: nombrado('el servicio'),
  tarea: nombrado('la tarea'),
  cliente: nombrado('el cliente'),
  configuracion: () => ({ texto: 'la configuración', dice: [] }),
  jornada: (registro) => {
    const [dueno, desde] = partes(registro.entidadId);
    const fecha = desde ?? vigente(registro, 'desde');
    const cuyo = dueno && /^\d+$/.test(dueno) ? deSuDueno(registro, dueno) : ' por defecto';
    return { texto: `la jornada${cuyo}${vacio(fecha) ? '' : ` desde el ${fechaLegible(fecha)}`}`, dice: ['desde', 'usuario'] };
  },
  feriado: (registro) => {
    const nombre = vigente(registro, 'nombre');
    const fecha = registro.entidadId ?? vigente(registro, 'fecha');
    return { texto: `el feriado${vacio(nombre) ? '' : ` «${textoPlano(nombre)}»`}${vacio(fecha) ? '' : ` del ${fechaLegible(fecha)}`}`, dice: ['nombre', 'fecha'] };
  },
  cierre: (registro) => {
    const [dueno, mes = ''] = partes(registro.entidadId);
    const [año, numero] = mes.split('-');
    return { texto: `mes ${numero ? `${numero}/${año}` : mes}${deSuDueno(registro, dueno)}`, dice: [] };
  },
  sesion: (registro) => ({ texto: `la cuenta ${dePersona(nombreDePersona(registro), registro.entidadId)}`, dice: [] }),
  ausencia: (registro) => {
    // Whose: nobody when it is the actor's own (their name is the record's `usuario`).
    const dueno = vigente(registro, 'usuario');
    const suya = vacio(dueno) || (registro.actor !== null && textoPlano(dueno) === nombreCompleto(registro.actor)) ? '' : ` de ${textoPlano(dueno)}`;
    const tipo = vigente(registro, 'tipo');
    const [desde, hasta] = ['desde', 'hasta'].map((campo) => vigente(registro, campo));
    const fechas = vacio(desde) ? '' : desde === hasta ? ` del ${fechaLegible(desde)}` : ` del ${fechaLegible(desde)} al ${fechaLegible(hasta)}`;
    const medio = vigente(registro, 'medioDia') === true ? ' (medio día)' : '';
    return { texto: `la ausencia${suya}${vacio(tipo) ? '' : ` «${textoPlano(tipo)}»`}${fechas}${medio}`, dice: ['usuario', 'tipo', 'desde', 'hasta', 'medioDia', 'dias'] };
  },
};

/** An absence's steps, before 'la ausencia …'. */
const VERBOS_AUSENCIA: Readonly<Record<string, string>> = {
  'aprobar-ausencia': 'aprobó', 'rechazar-ausencia': 'rechazó', 'cancelar-ausencia': 'canceló',
};

/** HISTORIAL_MESES as a sentence says it: '12 meses', '1 mes', 'para siempre' (none). */
const retencionLegible = (meses: unknown) => (vacio(meses) ? 'para siempre' : `${textoPlano(meses)} ${meses === 1 ? 'mes' : 'meses'}`);

const iguales = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** ': Horas 3.50 → 4.00; Descripción «Reunión» → «Reunión semanal»', or nothing. */
function detalles(registro: RegistroParaFrase, { dice }: Objeto, callados: string[] = []): string {
  const valores = registro.accion === 'crear' || registro.accion === 'eliminar';
  const lista = enOrden(Object.keys(registro.cambios)).flatMap((campo) => {
    const [antes, despues] = registro.cambios[campo];
    if (iguales(antes, despues) || callados.includes(campo)) return [];
    if (!valores) return [`${etiquetaDeCampo(campo)} ${valorLegible(campo, antes)} → ${valorLegible(campo, despues)}`];
    const valor = vigente(registro, campo);
    return dice.includes(campo) || vacio(valor) ? [] : [`${etiquetaDeCampo(campo)} ${valorLegible(campo, valor)}`];
  });
  return lista.length ? `: ${lista.join('; ')}` : '';
}

/** What the actor did: everything after their name. */
function predicado(registro: RegistroParaFrase): string {
  const { accion, entidad, entidadId, cambios } = registro;
  const objeto = OBJETOS[entidad](registro);
  const persona = () => dePersona(nombreDePersona(registro), entidadId);
  switch (accion) {
    case 'iniciar-sesion': return 'inició sesión';
    case 'bloquear-cuenta': return `bloqueó la cuenta ${persona()}`;
    case 'restablecer-contrasena': return `restableció la contraseña ${persona()}`;
    case 'invitar': return `invitó por correo ${aPersona(nombreDePersona(registro), entidadId)}`;
    case 'activar-cuenta': return 'activó su cuenta con la invitación por correo';
    case 'recuperar-contrasena': return 'restableció su contraseña con un enlace por correo';
    case 'vincular-sso': return 'vinculó su cuenta con el inicio de sesión único';
    case 'desvincular-sso': return `desvinculó del inicio de sesión único ${aPersona(nombreDePersona(registro), entidadId)}`;
    case 'cambiar-contrasena': return entidadId === null || esActor(registro, entidadId) ? 'cambió su contraseña' : `cambió la contraseña ${persona()}`;
  }
  if (entidad === 'cierre') {
    // A rejection's comment, a reopening's reason.
    const comentario = vigente(registro, 'comentario') ?? vigente(registro, 'motivo');
    const verbo = VERBOS_CIERRE[accion] ?? `${VERBOS[accion] ?? `realizó «${accion}» en`} el`;
    return `${verbo} ${objeto.texto}${vacio(comentario) ? '' : `: «${textoPlano(comentario)}»`}`;
  }
  if (entidad === 'ausencia') {
    const motivo = vigente(registro, 'motivo');
    // A request the person made is 'solicitó'; one an administrator recorded for them, 'registró'.
    const verbo = VERBOS_AUSENCIA[accion] ?? (objeto.texto.startsWith('la ausencia de ') ? 'registró' : 'solicitó');
    return `${verbo} ${objeto.texto}${vacio(motivo) ? '' : `: «${textoPlano(motivo)}»`}`;
  }
  if (entidad === 'configuracion' && cambios.diasVacaciones) {
    const [antes, despues] = cambios.diasVacaciones;
    return `asignó ${textoPlano(despues)} días de vacaciones de ${textoPlano(vigente(registro, 'año'))} a ${textoPlano(vigente(registro, 'usuario'))} (antes ${textoPlano(antes)})`;
  }
  if (entidad === 'configuracion' && cambios.tipoAusencia) {
    return `${VERBOS[accion] ?? accion} el tipo de ausencia «${textoPlano(vigente(registro, 'tipoAusencia'))}»${detalles(registro, { texto: '', dice: ['tipoAusencia'] }, ['activo'])}`;
  }
  if (entidad === 'configuracion' && cambios.historialMeses) {
    const [antes, despues] = cambios.historialMeses;
    return `cambió la retención del historial: ${retencionLegible(antes)} → ${retencionLegible(despues)}`;
  }
  if (entidad === 'configuracion') {
    const interruptor = ['horasHabilitadas', 'habilitada'];
    const despues = interruptor.map((campo) => cambios[campo]?.[1]).find((valor) => typeof valor === 'boolean');
    const habilitada = accion === 'activar' || (accion !== 'desactivar' && despues);
    if (accion === 'activar' || accion === 'desactivar' || despues !== undefined) {
      return `${habilitada ? 'habilitó' : 'deshabilitó'} la carga de horas fuera de período${detalles(registro, objeto, interruptor)}`;
    }
  }
  const callados = accion === 'activar' || accion === 'desactivar' ? ['activo', 'estado'] : [];
  const verbo = entidad === 'hora' && accion === 'crear' ? 'cargó' : (VERBOS[accion] ?? `realizó «${accion}» en`);
  return `${verbo} ${objeto.texto}${detalles(registro, objeto, callados)}`;
}

export function fraseDeHistorial(registro: RegistroParaFrase): string {
  if (registro.accion === 'bloquear-cuenta' && !registro.actor) return `Se bloqueó la cuenta ${dePersona(nombreDePersona(registro), registro.entidadId)}`;
  if (registro.accion === 'solicitar-restablecimiento') {
    return `Se envió un enlace para restablecer la contraseña ${dePersona(nombreDePersona(registro), registro.entidadId)}`;
  }
  return `${nombreDeActor(registro.actor)} ${predicado(registro)}`;
}
