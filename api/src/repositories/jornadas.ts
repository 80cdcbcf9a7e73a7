import type { Jornada } from '@horas/shared/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jornadas, jornadasDefecto } from '../db/schema';

/** numeric(4,2)[] read as numbers (float8 holds every two-decimal hour exactly enough to print it back). */
const horasLeidas = (columna: typeof jornadas.horasPorDia | typeof jornadasDefecto.horasPorDia) => sql<number[]>`${columna}::float8[]`;
/** Written as exact decimal text, never through a float's digits. */
const horasEscritas = (horas: number[]) => horas.map((h) => h.toFixed(2));

/** A user's own jornadas and the company's default ones, each ascending by `desde`. */
export function jornadasRepository(db: Db) {
  return {
    deUsuario: (usuarioId: number): Promise<Jornada[]> =>
      db.select({ desde: jornadas.desde, horasPorDia: horasLeidas(jornadas.horasPorDia) }).from(jornadas)
        .where(eq(jornadas.usuarioId, usuarioId)).orderBy(asc(jornadas.desde)),

    async guardarDeUsuario(usuarioId: number, { desde, horasPorDia }: Jornada): Promise<void> {
      const valores = horasEscritas(horasPorDia);
      await db.insert(jornadas).values({ usuarioId, desde, horasPorDia: valores })
        .onConflictDoUpdate({ target: [jornadas.usuarioId, jornadas.desde], set: { horasPorDia: valores } });
    },

    async eliminarDeUsuario(usuarioId: number, desde: string): Promise<void> {
      await db.delete(jornadas).where(and(eq(jornadas.usuarioId, usuarioId), eq(jornadas.desde, desde)));
    },

    defecto: (): Promise<Jornada[]> =>
      db.select({ desde: jornadasDefecto.desde, horasPorDia: horasLeidas(jornadasDefecto.horasPorDia) }).from(jornadasDefecto)
        .orderBy(asc(jornadasDefecto.desde)),

    /** The default jornada's writes take turns on this lock, held until the transaction ends (every instance sees it). */
    async bloquearDefecto(): Promise<void> {
      await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('horas.jornadas_defecto'))`);
    },

    async guardarDefecto({ desde, horasPorDia }: Jornada): Promise<void> {
      const valores = horasEscritas(horasPorDia);
      await db.insert(jornadasDefecto).values({ desde, horasPorDia: valores })
        .onConflictDoUpdate({ target: jornadasDefecto.desde, set: { horasPorDia: valores } });
    },
  };
}
export type JornadasRepository = ReturnType<typeof jornadasRepository>;
