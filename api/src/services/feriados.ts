import type { Feriado, FeriadoBody } from '@horas/shared/contracts';
import { ConflictoError, NoEncontradoError } from '../lib/errores';
import { aFechaCarga, fechaIso } from '../lib/fechas';
import type { FeriadosRepository } from '../repositories/feriados';
import { exigirAdmin, type Actor } from './actor';
import { exigirObjetivoModificable } from './objetivo-modificable';

/** The earliest year a date of the API can have (lib/fechas). */
const PRIMER_AÑO = 1900;

export interface FeriadosDeps {
  feriados: FeriadosRepository;
}

/** The company's holidays: anyone reads a year's, an administrator adds and removes them. */
export function feriadosService({ feriados }: FeriadosDeps) {
  return {
    delAño: (año: number): Promise<Feriado[]> => (año < PRIMER_AÑO ? Promise.resolve([]) : feriados.delAño(año)),

    async crear(actor: Actor, { fecha, nombre }: FeriadoBody): Promise<Feriado> {
      fechaIso(fecha);
      exigirAdmin(actor);
      await exigirObjetivoModificable({ desde: fecha, hasta: fecha });
      if (!(await feriados.crear({ fecha, nombre }))) {
        const existente = await feriados.porFecha(fecha);
        throw new ConflictoError(`El ${aFechaCarga(fecha)} ya es feriado${existente ? `: ${existente.nombre}` : ''}.`);
      }
      return { fecha, nombre };
    },

    async eliminar(actor: Actor, fecha: string): Promise<void> {
      fechaIso(fecha);
      exigirAdmin(actor);
      if (!(await feriados.porFecha(fecha))) throw new NoEncontradoError(`No hay un feriado el ${aFechaCarga(fecha)}.`);
      await exigirObjetivoModificable({ desde: fecha, hasta: fecha });
      await feriados.eliminar(fecha);
    },
  };
}
