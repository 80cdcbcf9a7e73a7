import { RECIENTES, type Reciente } from '@horas/shared/contracts';
import type { Config } from '../config';
import { hoyEn, sumarDias } from '../lib/fechas';
import type { FilaReciente, RecientesRepository } from '../repositories/recientes';
import { esAdmin, type Actor } from './actor';

export interface RecientesDeps {
  recientes: Pick<RecientesRepository, 'deUsuario'>;
  config: Pick<Config, 'appTz' | 'now'>;
}

// A foreign key: the name is there whenever the id is.
const referencia = (id: number | null, nombre: string | null) => (id === null ? null : { id, nombre: nombre! });

const vista = (f: FilaReciente): Reciente => ({
  cliente: referencia(f.clienteId, f.cliente),
  servicio: referencia(f.servicioId, f.servicio),
  tarea: { id: f.tareaId, nombre: f.tarea },
  descripcion: f.descripcion,
  ultimaFecha: f.ultimaFecha,
});

/** The caller's own recent combinations ('Recientes'): what the hour form offers to fill in one step. */
export function recientesService({ recientes, config }: RecientesDeps) {
  return {
    /** The last RECIENTES.dias days up to today in APP_TZ, today included; a later day is not recent yet. */
    async delActor(actor: Actor): Promise<Reciente[]> {
      const hoy = hoyEn(config.appTz, config.now());
      const dias = { desde: sumarDias(hoy, 1 - RECIENTES.dias), hasta: hoy };
      const filas = await recientes.deUsuario(actor.id, dias, esAdmin(actor), RECIENTES.maximo);
      return filas.map(vista);
    },
  };
}
