import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { feriados, jornadasDefecto, recordatorios, recordatoriosCompletos } from '../db/schema';

export type EstadoRecordatorio = 'enviando' | 'enviado' | 'fallido';

/** When a claim may take a (day, user) row that is not 'enviado': the times before which older claims count as over. */
export interface Reclamo {
  dia: string;
  usuarioIds: number[];
  ahora: Date;
  /** A 'fallido' row claimed before this is tried again. */
  fallidoAntesDe: Date;
  /** An 'enviando' row claimed before this was left by an instance that stopped mid-send. */
  enviandoAntesDe: Date;
}

/** The per-(day, user) claims of the reminders and the days whose run is complete. */
export function recordatoriosRepository(db: Db) {
  return {
    /**
     * Whether the company works on `dia` (not a holiday, default jornada above 0) and whether its run
     * is complete: marked so, and nobody of the day left failed or sending (a manual run may have
     * failed after the mark).
     */
    async dia(dia: string): Promise<{ laborable: boolean; completo: boolean }> {
      const [fila] = await db.select({
        horas: sql<number | null>`(SELECT (${jornadasDefecto.horasPorDia})[extract(isodow FROM ${dia}::date)::int]::float8 FROM ${jornadasDefecto}
          WHERE ${jornadasDefecto.desde} <= ${dia}::date ORDER BY ${jornadasDefecto.desde} DESC LIMIT 1)`,
        feriado: sql<boolean>`EXISTS (SELECT 1 FROM ${feriados} WHERE ${feriados.fecha} = ${dia}::date)`,
        completo: sql<boolean>`EXISTS (SELECT 1 FROM ${recordatoriosCompletos} WHERE ${recordatoriosCompletos.dia} = ${dia}::date)
          AND NOT EXISTS (SELECT 1 FROM ${recordatorios} WHERE ${recordatorios.dia} = ${dia}::date AND ${recordatorios.estado} <> 'enviado')`,
      }).from(sql`(SELECT 1) AS uno`);
      return { laborable: !fila.feriado && Number(fila.horas ?? 0) > 0, completo: fila.completo };
    },

    /** Of `usuarioIds`, those already reminded for `dia`. */
    async enviados(dia: string, usuarioIds: number[]): Promise<Set<number>> {
      if (usuarioIds.length === 0) return new Set();
      const filas = await db.select({ usuarioId: recordatorios.usuarioId }).from(recordatorios)
        .where(and(eq(recordatorios.dia, dia), eq(recordatorios.estado, 'enviado'), inArray(recordatorios.usuarioId, usuarioIds)));
      return new Set(filas.map((f) => f.usuarioId));
    },

    /**
     * Claims the (day, user) rows this instance will send, in one statement: a new row, or one whose
     * last attempt failed or was abandoned long enough ago. A row another instance claims at the
     * same moment waits for that one's commit and is then not taken: each user is claimed once.
     */
    async reclamar({ dia, usuarioIds, ahora, fallidoAntesDe, enviandoAntesDe }: Reclamo): Promise<number[]> {
      if (usuarioIds.length === 0) return [];
      const filas = await db.insert(recordatorios)
        .values(usuarioIds.map((usuarioId) => ({ dia, usuarioId, estado: 'enviando', reclamadoEn: ahora })))
        .onConflictDoUpdate({
          target: [recordatorios.dia, recordatorios.usuarioId],
          set: { estado: 'enviando', reclamadoEn: ahora },
          setWhere: or(
            and(eq(recordatorios.estado, 'fallido'), lte(recordatorios.reclamadoEn, fallidoAntesDe)),
            and(eq(recordatorios.estado, 'enviando'), lte(recordatorios.reclamadoEn, enviandoAntesDe)),
          ),
        })
        .returning({ usuarioId: recordatorios.usuarioId });
      return filas.map((f) => f.usuarioId);
    },

    async marcar(dia: string, usuarioId: number, estado: Exclude<EstadoRecordatorio, 'enviando'>): Promise<void> {
      await db.update(recordatorios).set({ estado }).where(and(eq(recordatorios.dia, dia), eq(recordatorios.usuarioId, usuarioId)));
    },

    /** Marks the run of `dia` complete; false when it already was. */
    async completar(dia: string, ahora: Date): Promise<boolean> {
      const filas = await db.insert(recordatoriosCompletos).values({ dia, completadoEn: ahora }).onConflictDoNothing()
        .returning({ dia: recordatoriosCompletos.dia });
      return filas.length > 0;
    },
  };
}
export type RecordatoriosRepository = ReturnType<typeof recordatoriosRepository>;
