import { isIP } from 'node:net';
import type { AccionHistorial, Cambios, EntidadHistorial, RegistroHistorial, RegistroParaFrase } from '@horas/shared/contracts';
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { historial, historialRetencion } from '../db/schema';

/**
 * Who made a change, named as they are at the time (the request's caller), and from where; `id`
 * null: the command line or the system.
 */
export interface Autor {
  id: number | null;
  nombre: string | null;
  apellidos: string | null;
  origen: string | null;
}
export const SISTEMA: Autor = { id: null, nombre: null, apellidos: null, origen: null };

/** A record as a service writes it; `en` is the database's. */
export interface NuevoRegistro {
  entidad: EntidadHistorial;
  entidadId: string | null;
  accion: AccionHistorial;
  cambios: Cambios;
  /** Whose hours or whose account the record is about (null: neither). */
  usuarioId: number | null;
}

export interface FiltroHistorial {
  entidad?: EntidadHistorial;
  entidadId?: string;
  actorId?: number;
  usuarioId?: number;
  /** Calendar days (`YYYY-MM-DD`), both included, in `zona`. */
  desde?: string;
  hasta?: string;
  zona: string;
}

/** A record's place in the order (newest first): its time in microseconds since the epoch, and its id. */
export interface Posicion {
  enMicros: string;
  id: string;
}

export interface PaginaDeRegistros {
  registros: RegistroConDia[];
  /** Where the next page starts; null on the last one. */
  siguiente: Posicion | null;
}

/** Rows per batch of historial.xlsx. */
export const REGISTROS_POR_LOTE = 1000;

/**
 * The day of an hour entry as of a record. A record holds only what changed, so a change of the
 * entry's hours or description says no day: it is the day the entry's latest earlier record with
 * one left it on (its creation or last move), else the day its next one found it on (when the
 * retention purged the earlier ones). One index lookup per such record (entidad_id). For
 * historial.xlsx, whose rows are read in batches; the screens find it in the records they hold
 * (`conFechasDeHoras`), the API's answer keeps a record's shape.
 */
function fechaDeLaHora() {
  const vecino = (lado: 'anterior' | 'siguiente') => {
    // The earlier record's day after its change; the later one's, before it.
    const [comparacion, orden, extremo] = lado === 'anterior' ? ['<', 'DESC', '1'] : ['>', 'ASC', '0'];
    return sql`(SELECT otro.cambios -> 'fecha' ->> ${sql.raw(extremo)} FROM ${historial} otro
      WHERE otro.entidad = 'hora' AND otro.entidad_id = ${historial.entidadId} AND (otro.cambios -> 'fecha') IS NOT NULL
        AND (otro.en, otro.id) ${sql.raw(comparacion)} (${historial.en}, ${historial.id})
      ORDER BY otro.en ${sql.raw(orden)}, otro.id ${sql.raw(orden)} LIMIT 1)`;
  };
  return sql<string | null>`CASE WHEN ${historial.entidad} = 'hora' AND (${historial.cambios} -> 'fecha') IS NULL
    THEN coalesce(${vecino('anterior')}, ${vecino('siguiente')}) END`;
}

// `en` leaves the database as microseconds (what the cursor needs: a Date keeps milliseconds only).
const columnas = {
  id: sql<string>`${historial.id}::text`,
  enMicros: sql<string>`(extract(epoch from ${historial.en}) * 1000000)::bigint::text`,
  actorId: historial.actorId,
  actorNombre: historial.actorNombre,
  actorApellidos: historial.actorApellidos,
  origen: sql<string | null>`host(${historial.origen})`,
  entidad: historial.entidad,
  entidadId: historial.entidadId,
  accion: historial.accion,
  cambios: historial.cambios,
};
interface Fila {
  id: string;
  enMicros: string;
  actorId: number | null;
  actorNombre: string | null;
  actorApellidos: string | null;
  origen: string | null;
  entidad: string;
  entidadId: string | null;
  accion: string;
  cambios: unknown;
  fechaHora?: string | null;
}

/** A record as the API answers it, or, for historial.xlsx's sentence, with its hour entry's day. */
export type RegistroConDia = RegistroHistorial & Pick<RegistroParaFrase, 'fechaHora'>;

const registroDe = (f: Fila): RegistroConDia => ({
  id: f.id,
  en: new Date(Math.floor(Number(f.enMicros) / 1000)).toISOString(),
  actor: f.actorId === null ? null : { id: f.actorId, nombre: f.actorNombre ?? '', apellidos: f.actorApellidos ?? '' },
  origen: f.origen,
  entidad: f.entidad as EntidadHistorial,
  entidadId: f.entidadId,
  accion: f.accion,
  cambios: f.cambios as Cambios,
  ...(f.fechaHora && { fechaHora: f.fechaHora }),
});

/** Midnight of a calendar day in the zone, as an instant. */
const inicioDelDia = (dia: string, zona: string, mas = 0) => sql`((${dia}::date + ${mas}::int)::timestamp AT TIME ZONE ${zona})`;

function condiciones(f: FiltroHistorial): SQL | undefined {
  return and(
    f.entidad === undefined ? undefined : eq(historial.entidad, f.entidad),
    f.entidadId === undefined ? undefined : eq(historial.entidadId, f.entidadId),
    f.actorId === undefined ? undefined : eq(historial.actorId, f.actorId),
    f.usuarioId === undefined ? undefined : eq(historial.usuarioId, f.usuarioId),
    f.desde === undefined ? undefined : gte(historial.en, inicioDelDia(f.desde, f.zona)),
    f.hasta === undefined ? undefined : lt(historial.en, inicioDelDia(f.hasta, f.zona, 1)),
  );
}

/** Records strictly after `p` in the order newest first. */
const despuesDe = (p: Posicion) =>
  sql`(${historial.en}, ${historial.id}) < (timestamptz 'epoch' + ${p.enMicros}::bigint * interval '1 microsecond', ${p.id}::bigint)`;

/** Records older than the retention (none without one), on the database's clock, as the trigger decides. */
const pasadaLaRetencion = sql`${historial.en} < now() - make_interval(months => (SELECT r.meses FROM ${historialRetencion} r WHERE r.id = 1))`;

/** The history: records written inside the change's transaction, pages read newest first, the retention. */
export function historialRepository(db: Db) {
  /** `conDia`: with each hour entry's day where its change did not say it (historial.xlsx's sentences). */
  async function pagina(filtro: FiltroHistorial, limite: number, desde?: Posicion, conDia = false): Promise<PaginaDeRegistros> {
    const filas: Fila[] = await db.select(conDia ? { ...columnas, fechaHora: fechaDeLaHora() } : columnas).from(historial)
      .where(and(condiciones(filtro), desde && despuesDe(desde)))
      .orderBy(desc(historial.en), desc(historial.id))
      .limit(limite + 1);
    const ultima = filas.length > limite ? filas[limite - 1] : undefined;
    return {
      registros: filas.slice(0, limite).map(registroDe),
      siguiente: ultima ? { enMicros: ultima.enMicros, id: ultima.id } : null,
    };
  }

  /** Records of one author in one statement (a bulk approval's), as `registrar` writes each. */
  async function registrarVarios(autor: Autor, rs: NuevoRegistro[]): Promise<void> {
    const origen = autor.origen !== null && isIP(autor.origen) ? autor.origen : null;
    await db.insert(historial).values(rs.map((r) => ({
      actorId: autor.id, actorNombre: autor.nombre, actorApellidos: autor.apellidos, origen,
      entidad: r.entidad, entidadId: r.entidadId, usuarioId: r.usuarioId, accion: r.accion, cambios: r.cambios,
    })));
  }

  return {
    /** One record, on the connection it is given: inside a transaction, it commits or rolls back with the change. */
    registrar: (autor: Autor, r: NuevoRegistro): Promise<void> => registrarVarios(autor, [r]),

    registrarVarios,

    pagina,

    contar: async (filtro: FiltroHistorial): Promise<number> =>
      Number((await db.select({ n: count() }).from(historial).where(condiciones(filtro)))[0].n),

    /**
     * Every record of the filter, newest first, in batches of REGISTROS_POR_LOTE: each its own short
     * keyset query (nothing held open between them); the next batch is read while this one is
     * written; reading stops before the next batch once `signal` aborts.
     */
    async *lotes(filtro: FiltroHistorial, signal: AbortSignal): AsyncGenerator<RegistroConDia[]> {
      const leer = (desde?: Posicion) => {
        const lote = pagina(filtro, REGISTROS_POR_LOTE, desde, true);
        lote.catch(() => undefined); // a batch read ahead and never awaited must not fail the process
        return lote;
      };
      let siguiente = leer();
      while (!signal.aborted) {
        const lote = await siguiente;
        if (lote.siguiente) siguiente = leer(lote.siguiente);
        if (lote.registros.length) yield lote.registros;
        if (!lote.siguiente) return;
      }
    },

    /** Whether the history has records of the hour entry `horaId` about the user's hours (a deleted entry's owner). */
    esHoraDe: async (horaId: string, usuarioId: number): Promise<boolean> =>
      (await db.select({ uno: sql`1` }).from(historial)
        .where(and(eq(historial.entidad, 'hora'), eq(historial.entidadId, horaId), eq(historial.usuarioId, usuarioId))).limit(1)).length > 0,

    /** The retention the trigger reads: months, or null for ever. */
    async fijarRetencion(meses: number | null): Promise<void> {
      await db.update(historialRetencion).set({ meses }).where(eq(historialRetencion.id, 1));
    },

    /**
     * Deletes up to `lote` of the oldest records past the retention; returns how many. Rows another
     * instance's purge is deleting are skipped, so purges running at once never wait on each other.
     */
    async purgar(lote: number): Promise<number> {
      const viejos = db.select({ en: historial.en, id: historial.id }).from(historial).where(pasadaLaRetencion)
        .orderBy(historial.en, historial.id).limit(lote).for('update', { skipLocked: true });
      const borrados = await db.delete(historial).where(sql`(${historial.en}, ${historial.id}) IN (${viejos})`).returning({ id: historial.id });
      return borrados.length;
    },
  };
}
export type HistorialRepository = ReturnType<typeof historialRepository>;
