import {
  MENSAJES_CRONOMETRO, type Cronometro, type CronometroBody, type DetenerCronometroBody, type Hora, type HoraBody,
} from '@horas/shared/contracts';
import type { Config } from '../config';
import { ConflictoError, DatosInvalidosError, NoEncontradoError } from '../lib/errores';
import { aFechaCarga, hoyEn } from '../lib/fechas';
import { isoConDesfase } from '../lib/zona-horaria';
import type { CronometrosRepository, FilaCronometro, ParaQueCronometro } from '../repositories/cronometros';
import type { Actor } from './actor';
import { horasPorDia, type HorasDelDia } from './cronometro-reparto';
import type { horasService } from './horas';
import { comprobarReferenciasParciales, type RepositoriosReferencias } from './referencias-hora';
import { validarCantidad } from './reglas-horas';

export interface CronometroDeps extends RepositoriosReferencias {
  cronometros: Pick<CronometrosRepository, 'de' | 'iniciar' | 'cambiar' | 'quitar'>;
  /** The one write path of hours: a stop's entries are written there, with the timer's removal. */
  horas: Pick<ReturnType<typeof horasService>, 'crearVarias'>;
  config: Pick<Config, 'appTz' | 'now' | 'cronometroMaximoHoras'>;
}

const sinCronometro = () => new NoEncontradoError(MENSAJES_CRONOMETRO.sinCronometro);

/**
 * Each person's running timer ('Cronómetro'). Only its owner sees or touches it. Stopping it writes
 * hour entries through `horas.crearVarias`: every hour rule, and the timer removed in that same
 * transaction, so a refusal keeps it running and of two stops at once one writes, the other 404s.
 */
export function cronometroService({ cronometros, catalogo, clientes, horas, config }: CronometroDeps) {
  const vista = (fila: FilaCronometro): Cronometro => ({ ...fila, inicio: isoConDesfase(config.appTz, fila.inicio) });

  /** What the timer is for, each reference given checked as the hour form checks it (400/403). */
  async function paraQue(actor: Actor, body: CronometroBody): Promise<ParaQueCronometro> {
    const datos = { clienteId: body.clienteId ?? null, servicioId: body.servicioId ?? null, tareaId: body.tareaId ?? null, descripcion: body.descripcion ?? null };
    await comprobarReferenciasParciales(datos, actor, { catalogo, clientes });
    return datos;
  }

  /** The time elapsed until now split at midnight (APP_TZ); past the longest run the person says how much they worked (400). */
  function transcurrido(fila: FilaCronometro): HorasDelDia[] {
    const fin = config.now();
    if (fin.getTime() - fila.inicio.getTime() > config.cronometroMaximoHoras * 3_600_000) {
      throw new DatosInvalidosError(MENSAJES_CRONOMETRO.demasiadoLargo(config.cronometroMaximoHoras));
    }
    return horasPorDia(fila.inicio, fin, config.appTz);
  }

  /**
   * The entries a stop writes: the timer's fields, each one the request sends replacing it; with
   * `horas`, that amount on the day the timer started, else the time elapsed.
   */
  function entradas(fila: FilaCronometro, body: DetenerCronometroBody): HoraBody[] {
    const campo = <K extends keyof ParaQueCronometro>(k: K) => (body[k] !== undefined ? body[k] : fila[k]);
    const partes = body.horas === undefined ? transcurrido(fila) : [{ fecha: hoyEn(config.appTz, fila.inicio), horas: body.horas }];
    return partes.map((parte) => ({
      clienteId: campo('clienteId'), servicioId: campo('servicioId'), tareaId: campo('tareaId'),
      descripcion: campo('descripcion') ?? '', horasTrabajadas: parte.horas, fechaCarga: aFechaCarga(parte.fecha),
    }));
  }

  return {
    async actual(actor: Actor): Promise<Cronometro | null> {
      const fila = await cronometros.de(actor.id);
      return fila ? vista(fila) : null;
    },

    async iniciar(actor: Actor, body: CronometroBody): Promise<Cronometro> {
      const fila = await cronometros.iniciar(actor.id, config.now(), await paraQue(actor, body));
      if (!fila) throw new ConflictoError(MENSAJES_CRONOMETRO.enMarcha);
      return vista(fila);
    },

    async cambiar(actor: Actor, body: CronometroBody): Promise<Cronometro> {
      const fila = await cronometros.cambiar(actor.id, await paraQue(actor, body));
      if (!fila) throw sinCronometro();
      return vista(fila);
    },

    /** Discarded: nothing is written. */
    async descartar(actor: Actor): Promise<void> {
      if (!(await cronometros.quitar(actor.id))) throw sinCronometro();
    },

    async detener(actor: Actor, body: DetenerCronometroBody): Promise<Hora[]> {
      // The request's own amount first, as an entry's body is checked before its transaction.
      if (body.horas !== undefined) validarCantidad(body.horas);
      return horas.crearVarias(actor, async (tx) => {
        const fila = await tx.cronometros.quitar(actor.id);
        if (!fila) throw sinCronometro();
        return entradas(fila, body);
      });
    },
  };
}
