import type { Feriado, FeriadoBody } from '@horas/shared/contracts';
import { ConflictoError, NoEncontradoError } from '../lib/errores';
import { aFechaCarga, fechaIso } from '../lib/fechas';
import type { EnTransaccion } from '../repositories';
import type { FeriadosRepository } from '../repositories/feriados';
import type { HistorialRepository } from '../repositories/historial';
import { exigirAdmin, type Actor } from './actor';
import { creacion, eliminacion } from './cambios';
import { exigirObjetivoModificable } from './objetivo-modificable';

/** The earliest year a date of the API can have (lib/fechas). */
const PRIMER_AÑO = 1900;

export interface FeriadosDeps {
  feriados: Pick<FeriadosRepository, 'delAño' | 'porFecha'>;
  transaccion: EnTransaccion<{ feriados: FeriadosRepository; historial: Pick<HistorialRepository, 'registrar'> }>;
}

/** A holiday's record: its day is its id. */
const registro = (fecha: string) => ({ entidad: 'feriado' as const, entidadId: fecha, usuarioId: null });

/** The company's holidays: anyone reads a year's, an administrator adds and removes them. */
export function feriadosService({ feriados, transaccion }: FeriadosDeps) {
  return {
    delAño: (año: number): Promise<Feriado[]> => (año < PRIMER_AÑO ? Promise.resolve([]) : feriados.delAño(año)),

    async crear(actor: Actor, { fecha, nombre }: FeriadoBody): Promise<Feriado> {
      fechaIso(fecha);
      exigirAdmin(actor);
      await exigirObjetivoModificable({ desde: fecha, hasta: fecha });
      const creado = await transaccion(async (tx) => {
        if (!(await tx.feriados.crear({ fecha, nombre }))) return false;
        await tx.historial.registrar(actor, { ...registro(fecha), accion: 'crear', cambios: creacion({ nombre }) });
        return true;
      });
      if (!creado) {
        const existente = await feriados.porFecha(fecha);
        throw new ConflictoError(`El ${aFechaCarga(fecha)} ya es feriado${existente ? `: ${existente.nombre}` : ''}.`);
      }
      return { fecha, nombre };
    },

    async eliminar(actor: Actor, fecha: string): Promise<void> {
      fechaIso(fecha);
      exigirAdmin(actor);
      const noHay = () => new NoEncontradoError(`No hay un feriado el ${aFechaCarga(fecha)}.`);
      if (!(await feriados.porFecha(fecha))) throw noHay();
      await exigirObjetivoModificable({ desde: fecha, hasta: fecha });
      await transaccion(async (tx) => {
        const borrado = await tx.feriados.eliminar(fecha);
        if (!borrado) throw noHay();
        await tx.historial.registrar(actor, { ...registro(fecha), accion: 'eliminar', cambios: eliminacion({ nombre: borrado.nombre }) });
      });
    },
  };
}
