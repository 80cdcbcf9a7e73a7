import { compararEnEspanol, sumarHoras, type Hora } from '@horas/shared';

/** What makes a row of the grid: a client's service and task, or a default task (no client, no service). */
export interface DestinoFila {
  clienteId: number | null;
  servicioId: number | null;
  tareaId: number;
}

/** A row the user added or copied, kept on this browser for its week until it has hours (filasGuardadas). */
export interface FilaGuardada extends DestinoFila {
  cliente: string | null;
  servicio: string | null;
  tarea: string;
  descripcion: string;
}

export interface Fila extends FilaGuardada {
  clave: string;
  etiqueta: string;
  /** The row's entries of the week by `fechaCarga` (dd/mm/yyyy). */
  horasPorDia: Record<string, Hora[]>;
  tieneHoras: boolean;
}

export const claveDeFila = ({ clienteId, servicioId, tareaId }: DestinoFila): string => `${clienteId ?? '-'}/${servicioId ?? '-'}/${tareaId}`;

/** Client, service and task names as the row's label; a default task is its name alone. */
export const etiquetaDeFila = ({ cliente, servicio, tarea }: Pick<FilaGuardada, 'cliente' | 'servicio' | 'tarea'>): string =>
  [cliente, servicio, tarea].filter(Boolean).join(' · ');

/** The most recent entry: the latest day, and of that day the last one stored. */
const masReciente = (horas: Hora[]): Hora =>
  horas.reduce((ultima, hora) => {
    const clave = (h: Hora) => `${h.fechaCarga.slice(6)}${h.fechaCarga.slice(3, 5)}${h.fechaCarga.slice(0, 2)}`;
    return clave(hora) > clave(ultima) || (clave(hora) === clave(ultima) && hora.id > ultima.id) ? hora : ultima;
  });

/** A row as the entries of one week describe it: their names, and the latest one's description. */
export function filaDeHoras(horas: Hora[]): FilaGuardada {
  const ultima = masReciente(horas);
  return {
    clienteId: ultima.clienteId,
    servicioId: ultima.servicioId,
    tareaId: ultima.tareaId,
    cliente: ultima.cliente?.nombre ?? null,
    servicio: ultima.servicio?.nombre ?? null,
    tarea: ultima.tarea.nombre,
    descripcion: ultima.descripcion,
  };
}

/** The week's entries grouped by row, in the order their rows first appear. */
export function agruparPorFila(horas: Hora[]): Map<string, Hora[]> {
  const grupos = new Map<string, Hora[]>();
  for (const hora of horas) {
    const clave = claveDeFila(hora);
    grupos.set(clave, [...(grupos.get(clave) ?? []), hora]);
  }
  return grupos;
}

/** The rows of a week's entries, each with the latest description: what 'Copiar semana anterior' brings. */
export const filasDeHoras = (horas: Hora[]): FilaGuardada[] => [...agruparPorFila(horas).values()].map(filaDeHoras);

/** What this browser keeps of one week's grid (filasGuardadas): added rows, and descriptions being written. */
export interface SemanaGuardada {
  filas: FilaGuardada[];
  /** A row's description for the entries to come, by row key, where the user changed it. */
  descripciones: Record<string, string>;
}

/**
 * The grid's rows: those with entries this week, by label, then the kept rows in the order they were
 * added (a kept row stays where it is when it gets hours, so the cell being typed in does not move).
 * A description the user wrote wins over the latest entry's: it is the one for new entries.
 */
export function construirFilas(horas: Hora[], { filas, descripciones }: SemanaGuardada): Fila[] {
  const grupos = agruparPorFila(horas);
  const claves = new Set(filas.map(claveDeFila));
  const completar = (base: FilaGuardada, delaFila: Hora[]): Fila => {
    const clave = claveDeFila(base);
    const horasPorDia: Record<string, Hora[]> = {};
    for (const hora of delaFila) (horasPorDia[hora.fechaCarga] ??= []).push(hora);
    const descripcion = descripciones[clave] ?? base.descripcion;
    return { ...base, descripcion, clave, etiqueta: etiquetaDeFila(base), horasPorDia, tieneHoras: delaFila.length > 0 };
  };
  const conHoras = [...grupos.entries()]
    .filter(([clave]) => !claves.has(clave))
    .map(([, delaFila]) => completar(filaDeHoras(delaFila), delaFila))
    .sort((a, b) => compararEnEspanol(a.etiqueta, b.etiqueta));
  return [...conHoras, ...filas.map((guardada) => completar(guardada, grupos.get(claveDeFila(guardada)) ?? []))];
}

/**
 * What is still worth keeping once the week's entries are known (the week was opened again): added
 * rows that have no hours yet, and descriptions that are not yet their row's latest entry's.
 */
export function conservar({ filas, descripciones }: SemanaGuardada, horas: Hora[]): SemanaGuardada {
  const grupos = agruparPorFila(horas);
  const sinHoras = filas.filter((fila) => !grupos.has(claveDeFila(fila)));
  const vigentes = new Set(sinHoras.map(claveDeFila));
  return {
    filas: sinHoras,
    descripciones: Object.fromEntries(
      Object.entries(descripciones).filter(([clave, descripcion]) => {
        const delaFila = grupos.get(clave);
        return delaFila ? masReciente(delaFila).descripcion !== descripcion : vigentes.has(clave);
      }),
    ),
  };
}

export const totalDeCelda = (horas: Hora[] | undefined): number => sumarHoras((horas ?? []).map((hora) => hora.horas));
