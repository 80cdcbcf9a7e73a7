import type { Feriado, FeriadoBody } from '@horas/shared/contracts';
import { ConflictoError, NoEncontradoError } from '../lib/errores';
import { aFechaCarga, fechaIso } from '../lib/fechas';
import type { EnTransaccion } from '../repositories';
import type { FeriadosRepository } from '../repositories/feriados';
import type { HistorialRepository } from '../repositories/historial';
import { exigirAdmin, type Actor } from './actor';
import { creacion, eliminacion } from './cambios';
import { exigirObjetivoModificable, type RepositoriosObjetivo } from './objetivo-modificable';

export interface FeriadosDeps {
  feriados: Pick<FeriadosRepository, 'delAño'>;
  transaccion: EnTransaccion<RepositoriosObjetivo & { feriados: FeriadosRepository; historial: Pick<HistorialRepository, 'registrar'> }>;
}

/** A holiday's record: its day is its id. */
const registro = (fecha: string) => ({ entidad: 'feriado' as const, entidadId: fecha, usuarioId: null });

/** The company's holidays: anyone reads a year's, an administrator adds and removes them (not in an approved month). */
export function feriadosService({ feriados, transaccion }: FeriadosDeps) {
  const soloEseDia = (fecha: string) => ({ desde: fecha, hasta: fecha });
  const noHay = (fecha: string) => new NoEncontradoError(`No hay un feriado el ${aFechaCarga(fecha)}.`);

  return {
    delAño: (año: number): Promise<Feriado[]> => feriados.delAño(año),

    async crear(actor: Actor, { fecha, nombre }: FeriadoBody): Promise<Feriado> {
      fechaIso(fecha);
      exigirAdmin(actor);
      await transaccion(async (tx) => {
        await exigirObjetivoModificable(tx, () => soloEseDia(fecha));
        if (!(await tx.feriados.crear({ fecha, nombre }))) {
          const existente = await tx.feriados.porFecha(fecha);
          throw new ConflictoError(`El ${aFechaCarga(fecha)} ya es feriado${existente ? `: ${existente.nombre}` : ''}.`);
        }
        await tx.historial.registrar(actor, { ...registro(fecha), accion: 'crear', cambios: creacion({ nombre }) });
      });
      return { fecha, nombre };
    },

    async eliminar(actor: Actor, fecha: string): Promise<void> {
      fechaIso(fecha);
      exigirAdmin(actor);
      await transaccion(async (tx) => {
        await exigirObjetivoModificable(tx, async () => {
          if (!(await tx.feriados.porFecha(fecha))) throw noHay(fecha);
          return soloEseDia(fecha);
        });
        const borrado = await tx.feriados.eliminar(fecha);
        if (!borrado) throw noHay(fecha);
        await tx.historial.registrar(actor, { ...registro(fecha), accion: 'eliminar', cambios: eliminacion({ nombre: borrado.nombre }) });
      });
    },
  };
}
