import type { EstadoCierre, TransicionCierre } from '@horas/shared/contracts';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { cierres, cierresTransiciones, usuarios } from '../db/schema';

/** The figures an approval stores: the month as it was approved. */
export interface FigurasCierre {
  cargadas: number;
  objetivo: number;
  diferencia: number;
}

/** A user's month as stored (no row: `abierto` at version 0). */
export interface EstadoDeCierre {
  estado: EstadoCierre;
  version: number;
  reabierto: boolean;
  /** Stored at approval; null in any other state. */
  figuras: FigurasCierre | null;
  /** The last transition's. */
  comentario: string | null;
}

/** A transition, and the closing's state after it. */
export interface Transicion {
  usuarioId: number;
  mes: string;
  estado: EstadoCierre;
  version: number;
  reabierto: boolean;
  figuras: FigurasCierre | null;
  actorId: number;
  en: Date;
  comentario: string | null;
}

interface FilaCierre {
  usuarioId: number;
  estado: EstadoCierre;
  version: number;
  reabierto: boolean;
  cargadas: number | null;
  objetivo: number | null;
  diferencia: number | null;
  comentario: string | null;
}

const numero = (columna: AnyPgColumn) => sql<number | null>`${columna}::float8`;
const ultimoComentario = sql<string | null>`(SELECT t.comentario FROM ${cierresTransiciones} t
  WHERE t.usuario_id = ${cierres.usuarioId} AND t.mes = ${cierres.mes} ORDER BY t.id DESC LIMIT 1)`;
const columnas = {
  usuarioId: cierres.usuarioId,
  estado: sql<EstadoCierre>`${cierres.estado}`,
  version: cierres.version,
  reabierto: cierres.reabierto,
  cargadas: numero(cierres.cargadas),
  objetivo: numero(cierres.objetivo),
  diferencia: numero(cierres.diferencia),
  comentario: ultimoComentario,
};

const aEstado = ({ usuarioId: _u, cargadas, objetivo, diferencia, ...resto }: FilaCierre): EstadoDeCierre => ({
  ...resto,
  figuras: cargadas === null || objetivo === null || diferencia === null ? null : { cargadas, objetivo, diferencia },
});

const decimal = (valor: number | undefined) => (valor === undefined ? null : valor.toFixed(2));

/** Month closings (`cierres`) and their transitions (`cierres_transiciones`). */
export function cierresRepository(db: Db) {
  return {
    /** A user's month; undefined: never left `abierto`. */
    async uno(usuarioId: number, mes: string): Promise<EstadoDeCierre | undefined> {
      const [fila] = await db.select(columnas).from(cierres).where(and(eq(cierres.usuarioId, usuarioId), eq(cierres.mes, mes)));
      return fila && aEstado(fila);
    },

    /** Every stored closing of a month (of some users only), by user. */
    async delMes(mes: string, usuarioIds?: number[]): Promise<Map<number, EstadoDeCierre>> {
      const filas = await db.select(columnas).from(cierres)
        .where(and(eq(cierres.mes, mes), usuarioIds && inArray(cierres.usuarioId, usuarioIds)));
      return new Map(filas.map((fila) => [fila.usuarioId, aEstado(fila)]));
    },

    /** What the hour rules need of some months of a user (only months with a row). */
    async deMeses(usuarioId: number, meses: string[]): Promise<Map<string, Pick<EstadoDeCierre, 'estado' | 'reabierto'>>> {
      const filas = await db.select({ mes: cierres.mes, estado: sql<EstadoCierre>`${cierres.estado}`, reabierto: cierres.reabierto }).from(cierres)
        .where(and(eq(cierres.usuarioId, usuarioId), inArray(cierres.mes, meses)));
      return new Map(filas.map(({ mes, ...estado }) => [mes, estado]));
    },

    /** The transitions of a user's month, oldest first, with who made each. */
    historial: async (usuarioId: number, mes: string): Promise<TransicionCierre[]> =>
      (await db.select({
        estado: sql<EstadoCierre>`${cierresTransiciones.estado}`,
        actor: { id: usuarios.id, nombre: usuarios.nombre, apellidos: usuarios.apellidos },
        en: cierresTransiciones.en,
        comentario: cierresTransiciones.comentario,
      }).from(cierresTransiciones)
        .innerJoin(usuarios, eq(usuarios.id, cierresTransiciones.actorId))
        .where(and(eq(cierresTransiciones.usuarioId, usuarioId), eq(cierresTransiciones.mes, mes)))
        .orderBy(asc(cierresTransiciones.id)))
        .map((t) => ({ ...t, en: t.en.toISOString() })),

    /**
     * The one place transitions are written: each closing's new state and its history row, in the
     * caller's transaction (under the users' row locks), one multi-row statement for each table.
     */
    async registrar(...ts: Transicion[]): Promise<void> {
      const estados = ts.map((t) => ({
        usuarioId: t.usuarioId, mes: t.mes, estado: t.estado, version: t.version, reabierto: t.reabierto,
        cargadas: decimal(t.figuras?.cargadas), objetivo: decimal(t.figuras?.objetivo), diferencia: decimal(t.figuras?.diferencia),
      }));
      const nuevo = (columna: AnyPgColumn) => sql.raw(`excluded.${columna.name}`);
      await db.insert(cierres).values(estados).onConflictDoUpdate({
        target: [cierres.usuarioId, cierres.mes],
        set: {
          estado: nuevo(cierres.estado), version: nuevo(cierres.version), reabierto: nuevo(cierres.reabierto),
          cargadas: nuevo(cierres.cargadas), objetivo: nuevo(cierres.objetivo), diferencia: nuevo(cierres.diferencia),
        },
      });
      await db.insert(cierresTransiciones)
        .values(ts.map((t) => ({ usuarioId: t.usuarioId, mes: t.mes, estado: t.estado, actorId: t.actorId, en: t.en, comentario: t.comentario })));
    },

    /** The first approved month (`YYYY-MM`) of `desde`..`hasta` (open-ended without it), of one user or of anyone. */
    async primerAprobado(desde: string, hasta: string | undefined, usuarioId?: number): Promise<string | undefined> {
      const [fila] = await db.select({ mes: cierres.mes }).from(cierres)
        .where(and(
          eq(cierres.estado, 'aprobado'), gte(cierres.mes, desde),
          hasta === undefined ? undefined : lte(cierres.mes, hasta),
          usuarioId === undefined ? undefined : eq(cierres.usuarioId, usuarioId),
        ))
        .orderBy(asc(cierres.mes)).limit(1);
      return fila?.mes;
    },
  };
}
export type CierresRepository = ReturnType<typeof cierresRepository>;
