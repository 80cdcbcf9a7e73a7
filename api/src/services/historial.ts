import {
  celdasHistorial, idSchema, LIMITE_HISTORIAL, MENSAJES_HISTORIAL, type HistorialQuery, type PaginaHistorial, type RegistroHistorial,
} from '@horas/shared/contracts';
import type { Config } from '../config';
import { DatosInvalidosError, SinPermisoError } from '../lib/errores';
import { fechaIso } from '../lib/fechas';
import type { FiltroHistorial, HistorialRepository, Posicion } from '../repositories/historial';
import type { HorasRepository } from '../repositories/horas';
import { esAdmin, exigirAdmin, type Actor } from './actor';

/** Records deleted per statement by the retention purge: short statements, taking turns with the requests. */
export const PURGA_POR_LOTE = 1000;

/** historial.xlsx: its row count, and its rows (cells in the layout's order) in batches. */
export interface FilasHistorial {
  total: number;
  lotes: AsyncIterable<string[][]>;
}

export interface HistorialDeps {
  historial: Pick<HistorialRepository, 'pagina' | 'contar' | 'lotes' | 'esHoraDe' | 'fijarRetencion' | 'purgar'>;
  horas: Pick<HorasRepository, 'cabecera'>;
  config: Pick<Config, 'appTz'>;
}

// The cursor: '{en in microseconds}.{id}' in base64url, one spelling per position.
const POSICION = /^(-?[0-9]{1,16})\.([1-9][0-9]{0,18})$/;
const ID_MAXIMO_HISTORIAL = 2n ** 63n - 1n;
const codificar = (p: Posicion) => Buffer.from(`${p.enMicros}.${p.id}`).toString('base64url');

function posicionDe(cursor: string): Posicion {
  const invalido = () => new DatosInvalidosError(MENSAJES_HISTORIAL.cursor);
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalido();
  const m = POSICION.exec(Buffer.from(cursor, 'base64url').toString('latin1'));
  if (!m || !Number.isSafeInteger(Number(m[1])) || BigInt(m[2]) > ID_MAXIMO_HISTORIAL) throw invalido();
  const posicion = { enMicros: m[1], id: m[2] };
  if (codificar(posicion) !== cursor) throw invalido();
  return posicion;
}

const soloSusHoras = () => new SinPermisoError(MENSAJES_HISTORIAL.soloSusHoras);

/**
 * Reading the history (GET /historial, /historial.xlsx) and its retention. Administrators read
 * everything. Anyone else reads only the records of their own hours, whoever made them: asking
 * with `usuarioId` = themselves, or for one entry of theirs (`entidad=hora&entidadId`), deleted
 * ones included; any other question answers 403. Checks in the API's order: the query (400), then
 * who asks (403).
 */
export function historialService({ historial, horas, config }: HistorialDeps) {
  /** Whether the hour entry is the user's: as it is, or, once deleted, as its history says. */
  async function esHoraSuya(usuarioId: number, entidadId: string): Promise<boolean> {
    const id = idSchema.safeParse(entidadId);
    if (!id.success) return false;
    const hora = await horas.cabecera(id.data);
    if (hora) return hora.usuarioId === usuarioId;
    return historial.esHoraDe(entidadId, usuarioId);
  }

  async function filtroPara(actor: Actor, q: HistorialQuery): Promise<FiltroHistorial> {
    const desde = q.fechaDesde === undefined ? undefined : fechaIso(q.fechaDesde);
    const hasta = q.fechaHasta === undefined ? undefined : fechaIso(q.fechaHasta);
    if (desde && hasta && desde > hasta) throw new DatosInvalidosError('La fecha de inicio no puede ser posterior a la fecha de fin.');
    const filtro: FiltroHistorial = {
      entidad: q.entidad, entidadId: q.entidadId, actorId: q.actorId, usuarioId: q.usuarioId, desde, hasta, zona: config.appTz,
    };
    if (esAdmin(actor)) return filtro;
    if (q.entidad !== undefined && q.entidad !== 'hora') throw soloSusHoras();
    if (q.usuarioId !== undefined && q.usuarioId !== actor.id) throw soloSusHoras();
    if (q.entidadId === undefined ? q.usuarioId === undefined : !(await esHoraSuya(actor.id, q.entidadId))) throw soloSusHoras();
    // Whatever else was asked, only records of the caller's hours.
    return { ...filtro, entidad: 'hora', usuarioId: actor.id };
  }

  async function* celdas(lotes: AsyncIterable<RegistroHistorial[]>) {
    for await (const lote of lotes) yield lote.map((r) => celdasHistorial(r, config.appTz));
  }

  return {
    /** One page, newest first; `siguiente` is the next page's cursor (null on the last one). */
    async pagina(actor: Actor, q: HistorialQuery): Promise<PaginaHistorial> {
      const desde = q.cursor === undefined ? undefined : posicionDe(q.cursor);
      const filtro = await filtroPara(actor, q);
      const { registros, siguiente } = await historial.pagina(filtro, q.limite ?? LIMITE_HISTORIAL.porDefecto, desde);
      return { items: registros, siguiente: siguiente && codificar(siguiente) };
    },

    /**
     * historial.xlsx's rows for the same filters (administrators): every matching record, newest
     * first (`limite` and `cursor` do not apply to the file). What can fail the request and the row
     * count are settled before the first byte; reading stops once `signal` aborts.
     */
    async filasXlsx(actor: Actor, q: HistorialQuery, signal: AbortSignal): Promise<FilasHistorial> {
      const filtro = await filtroPara(actor, q);
      exigirAdmin(actor);
      const total = await historial.contar(filtro);
      return { total, lotes: celdas(historial.lotes(filtro, signal)) };
    },

    /** Writes the retention the trigger enforces (`HISTORIAL_MESES`; null: for ever). */
    fijarRetencion: (meses: number | null) => historial.fijarRetencion(meses),

    /**
     * Deletes every record past the retention, a batch per statement, letting other work (requests,
     * on the embedded engine) in between; returns how many.
     */
    async purgar(): Promise<number> {
      let total = 0;
      let borrados: number;
      do {
        borrados = await historial.purgar(PURGA_POR_LOTE);
        total += borrados;
        await new Promise((listo) => { setImmediate(listo); });
      } while (borrados === PURGA_POR_LOTE);
      return total;
    },
  };
}
