import { inicioDeMes, sumarDias } from '../lib/fechas';
import { DESCRIPCIONES_DEMO } from './catalogo-demo';
import { prng } from './prng';

export interface OpcionTrabajo {
  clienteId: number;
  servicioId: number;
  tareaIds: number[];
}

export interface FilaHoraDemo {
  usuarioId: number;
  clienteId: number | null;
  servicioId: number | null;
  tareaId: number;
  fecha: string;
  horas: string;
  descripcion: string;
  senorityhora: string;
}

/** The demo's first day of hours: the first day of the month `mesesAtras` (3) months before `hoy`'s. */
export const inicioHorasDemo = (hoy: string, mesesAtras = 3) => inicioDeMes(hoy, mesesAtras);

const REPARTOS = [[4, 3, 1], [5, 3], [3.5, 2.5, 2], [6, 2], [4.5, 3.5], [2, 3, 3]];

/**
 * Weekday entries from the first day of the month `mesesAtras` (3) months back up to `hoy`: 8 hours a day
 * split among the user's work options, one default-task hour now and then, a few days off but never
 * `hoy`: on a Monday the week on screen would otherwise be empty one time in ten.
 */
export function horasDemo(
  usuario: { id: number; perfil: string; dias?: number[]; mesesAtras?: number },
  opciones: OpcionTrabajo[],
  tareasDefault: number[],
  hoy: string,
  semilla: number,
): FilaHoraDemo[] {
  const azar = prng(semilla);
  const elegir = <T,>(lista: T[]) => lista[Math.floor(azar() * lista.length)];
  const filas: FilaHoraDemo[] = [];
  for (let fecha = inicioHorasDemo(hoy, usuario.mesesAtras); fecha <= hoy; fecha = sumarDias(fecha, 1)) {
    const diaSemana = new Date(`${fecha}T00:00:00Z`).getUTCDay() || 7;
    if (diaSemana > 5 || !(usuario.dias ?? [1, 2, 3, 4, 5]).includes(diaSemana) || (azar() < 0.1 && fecha !== hoy)) continue;
    const reparto = usuario.dias ? [3, 2] : elegir(REPARTOS);
    reparto.forEach((horas, i) => {
      const base = { usuarioId: usuario.id, fecha, horas: horas.toFixed(2), descripcion: elegir(DESCRIPCIONES_DEMO), senorityhora: usuario.perfil };
      if (i === reparto.length - 1 && azar() < 0.25 && tareasDefault.length) {
        filas.push({ ...base, clienteId: null, servicioId: null, tareaId: elegir(tareasDefault.slice(0, 2)) });
        return;
      }
      const opcion = elegir(opciones);
      filas.push({ ...base, clienteId: opcion.clienteId, servicioId: opcion.servicioId, tareaId: elegir(opcion.tareaIds) });
    });
  }
  return filas;
}
