import { compararEnEspanol, sumarHoras, type FilaTabla, type Hora, type Reciente } from '@horas/shared';

/** What makes a row of the grid: a client's service and task, or a default task (no client, no service). */
export interface DestinoFila {
  clienteId: number | null;
  servicioId: number | null;
  tareaId: number;
}

/** A row the user added, copied or took from 'Recientes', kept on the server for its week (GET /horas/tabla/{lunes}). */
export type FilaGuardada = FilaTabla;

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

/** A recent combination as a row of the grid, with its latest description. */
export const filaDeReciente = ({ cliente, servicio, tarea, descripcion }: Reciente): FilaGuardada => ({
  clienteId: cliente?.id ?? null,
  servicioId: servicio?.id ?? null,
  tareaId: tarea.id,
  cliente: cliente?.nombre ?? null,
  servicio: servicio?.nombre ?? null,
  tarea: tarea.nombre,
  descripcion,
});

/**
 * The grid's rows: those with entries this week that are not kept, by label, then the kept rows in
 * their order (a kept row stays where it is when it gets hours, so the cell being typed in does not
 * move). A row's description is the one its new entries take: a kept row's own, else its latest
 * entry's.
 */
export function construirFilas(horas: Hora[], filas: FilaGuardada[]): Fila[] {
  const grupos = agruparPorFila(horas);
  const claves = new Set(filas.map(claveDeFila));
  const completar = (base: FilaGuardada, delaFila: Hora[]): Fila => {
    const clave = claveDeFila(base);
    const horasPorDia: Record<string, Hora[]> = {};
    for (const hora of delaFila) (horasPorDia[hora.fechaCarga] ??= []).push(hora);
    // A kept row without one takes its latest entry's, as a row of entries does.
    const descripcion = base.descripcion || (delaFila.length ? masReciente(delaFila).descripcion : '');
    return { ...base, descripcion, clave, etiqueta: etiquetaDeFila(base), horasPorDia, tieneHoras: delaFila.length > 0 };
  };
  const conHoras = [...grupos.entries()]
    .filter(([clave]) => !claves.has(clave))
    .map(([, delaFila]) => completar(filaDeHoras(delaFila), delaFila))
    .sort((a, b) => compararEnEspanol(a.etiqueta, b.etiqueta));
  return [...conHoras, ...filas.map((guardada) => completar(guardada, grupos.get(claveDeFila(guardada)) ?? []))];
}

export const totalDeCelda = (horas: Hora[] | undefined): number => sumarHoras((horas ?? []).map((hora) => hora.horas));
