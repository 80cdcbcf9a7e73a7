import { DIAS_VACACIONES_POR_DEFECTO, formaCanonica, type EstadoAusencia, type TipoAusencia } from '@horas/shared/contracts';
import { and, asc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { conNombreCanonico } from '../db/formas-canonicas';
import { asignacionesVacaciones, ausencias, configuracion, tiposAusencia, usuarioAreas, usuarios } from '../db/schema';

/** An absence as read: its person's and decider's names, its type's. */
export interface FilaAusencia {
  id: number;
  usuarioId: number;
  nombre: string;
  apellidos: string;
  tipoId: number;
  tipoNombre: string;
  descuentaSaldo: boolean;
  desde: string;
  hasta: string;
  medioDia: boolean;
  diasPorAnio: Record<string, number>;
  estado: EstadoAusencia;
  comentario: string | null;
  motivo: string | null;
  decididaPor: { id: number; nombre: string; apellidos: string } | null;
  decididaEn: Date | null;
  creadaEn: Date;
}

/** An absence as written: what `FilaAusencia` reads, with ids in place of names. */
export type NuevaAusencia = Pick<FilaAusencia, 'usuarioId' | 'tipoId' | 'desde' | 'hasta' | 'medioDia' | 'diasPorAnio' | 'estado' | 'comentario' | 'decididaEn' | 'creadaEn'>
  & { decididaPor: number | null };

/** Which absences a listing reads: those overlapping `desde`..`hasta` of `usuarioIds` (null: anyone's). */
export interface FiltroAusencias {
  desde: string;
  hasta: string;
  usuarioIds: number[] | null;
  areaId?: number;
  estados?: EstadoAusencia[];
}

export type CambiosTipo = Partial<Omit<TipoAusencia, 'id'>>;

const decisor = alias(usuarios, 'decisor');
const columnas = {
  id: ausencias.id, usuarioId: ausencias.usuarioId, nombre: usuarios.nombre, apellidos: usuarios.apellidos,
  tipoId: ausencias.tipoId, tipoNombre: tiposAusencia.nombre, descuentaSaldo: tiposAusencia.descuentaSaldo,
  desde: ausencias.desde, hasta: ausencias.hasta, medioDia: ausencias.medioDia, diasPorAnio: ausencias.diasPorAnio,
  estado: sql<EstadoAusencia>`${ausencias.estado}`, comentario: ausencias.comentario, motivo: ausencias.motivo,
  decididaPorId: decisor.id, decididaPorNombre: decisor.nombre, decididaPorApellidos: decisor.apellidos,
  decididaEn: ausencias.decididaEn, creadaEn: ausencias.creadaEn,
};
const columnasTipo = {
  id: tiposAusencia.id, nombre: tiposAusencia.nombre, requiereAprobacion: tiposAusencia.requiereAprobacion,
  descuentaSaldo: tiposAusencia.descuentaSaldo, permiteMedioDia: tiposAusencia.permiteMedioDia, activo: tiposAusencia.activo,
};

type Leida = { [K in keyof typeof columnas]: unknown };
const fila = ({ decididaPorId, decididaPorNombre, decididaPorApellidos, ...resto }: Leida): FilaAusencia => ({
  ...(resto as Omit<FilaAusencia, 'decididaPor'>),
  decididaPor: decididaPorId === null ? null : { id: decididaPorId as number, nombre: decididaPorNombre as string, apellidos: decididaPorApellidos as string },
});

/** The days `diasPorAnio` keeps for `año`, added over the absences in `estado`. */
const diasDelAño = (año: number, estado: EstadoAusencia) =>
  sql<number>`coalesce(sum((${ausencias.diasPorAnio} ->> ${String(año)})::numeric) FILTER (WHERE ${ausencias.estado} = ${estado}), 0)::float8`;

/** Absence types, absences, yearly vacation allowances and the company's default. */
export function ausenciasRepository(db: Db) {
  const leer = (donde: SQL | undefined) => db.select(columnas).from(ausencias)
    .innerJoin(usuarios, eq(usuarios.id, ausencias.usuarioId))
    .innerJoin(tiposAusencia, eq(tiposAusencia.id, ausencias.tipoId))
    .leftJoin(decisor, eq(decisor.id, ausencias.decididaPor))
    .where(donde);

  return {
    /** In no order (the service sorts them in Spanish). */
    async tipos(soloActivos: boolean): Promise<TipoAusencia[]> {
      return db.select(columnasTipo).from(tiposAusencia).where(soloActivos ? eq(tiposAusencia.activo, true) : undefined);
    },

    async tipo(id: number): Promise<TipoAusencia | undefined> {
      return (await db.select(columnasTipo).from(tiposAusencia).where(eq(tiposAusencia.id, id)))[0];
    },

    /** Whether another type has that name in canonical form. */
    async nombreEnUso(nombre: string, exceptoId?: number): Promise<boolean> {
      const filas = await db.select({ id: tiposAusencia.id }).from(tiposAusencia)
        .where(and(eq(tiposAusencia.nombreCanonico, formaCanonica(nombre)), exceptoId === undefined ? undefined : ne(tiposAusencia.id, exceptoId)));
      return filas.length > 0;
    },

    /** The new type's id; null when its name is taken (the unique index, on any instance). */
    async crearTipo(datos: Omit<TipoAusencia, 'id' | 'activo'>): Promise<number | null> {
      const filas = await db.insert(tiposAusencia).values({ ...datos, ...conNombreCanonico(datos.nombre) }).onConflictDoNothing().returning({ id: tiposAusencia.id });
      return filas[0]?.id ?? null;
    },

    /** Nothing to change (a PUT of `{}`) writes nothing. */
    async cambiarTipo(id: number, cambios: CambiosTipo): Promise<void> {
      if (Object.keys(cambios).length === 0) return;
      await db.update(tiposAusencia).set(cambios.nombre === undefined ? cambios : { ...cambios, ...conNombreCanonico(cambios.nombre) }).where(eq(tiposAusencia.id, id));
    },

    async una(id: number): Promise<FilaAusencia | undefined> {
      const [leida] = await leer(eq(ausencias.id, id));
      return leida && fila(leida);
    },

    /** By `desde`, then the person's surname and name, then id. */
    async listar({ desde, hasta, usuarioIds, areaId, estados }: FiltroAusencias): Promise<FilaAusencia[]> {
      if (usuarioIds?.length === 0) return [];
      const filas = await leer(and(
        lte(ausencias.desde, hasta), gte(ausencias.hasta, desde),
        usuarioIds === null ? undefined : inArray(ausencias.usuarioId, usuarioIds),
        areaId === undefined ? undefined : sql`EXISTS (SELECT 1 FROM ${usuarioAreas} WHERE ${usuarioAreas.usuarioId} = ${ausencias.usuarioId} AND ${usuarioAreas.areaId} = ${areaId})`,
        estados === undefined ? undefined : inArray(ausencias.estado, estados),
      )).orderBy(asc(ausencias.desde), asc(usuarios.apellidos), asc(usuarios.nombre), asc(ausencias.id));
      return filas.map(fila);
    },

    /** Whether `usuarioId` has a pending or approved absence touching `desde`..`hasta` (other than `exceptoId`). */
    async solapada(usuarioId: number, desde: string, hasta: string, exceptoId?: number): Promise<boolean> {
      const filas = await db.select({ id: ausencias.id }).from(ausencias).where(and(
        eq(ausencias.usuarioId, usuarioId), lte(ausencias.desde, hasta), gte(ausencias.hasta, desde),
        inArray(ausencias.estado, ['pendiente', 'aprobada']), exceptoId === undefined ? undefined : ne(ausencias.id, exceptoId),
      )).limit(1);
      return filas.length > 0;
    },

    async crear(nueva: NuevaAusencia): Promise<number> {
      const [{ id }] = await db.insert(ausencias).values(nueva).returning({ id: ausencias.id });
      return id;
    },

    async decidir(id: number, cambios: Pick<NuevaAusencia, 'estado'> & Partial<Pick<NuevaAusencia, 'decididaPor' | 'decididaEn' | 'diasPorAnio'>> & { motivo?: string }): Promise<void> {
      await db.update(ausencias).set(cambios).where(eq(ausencias.id, id));
    },

    /** A person's approved and pending days of balance types in `año` (other than `exceptoId`'s). */
    async diasDelAño(usuarioId: number, año: number, exceptoId?: number): Promise<{ usados: number; pendientes: number }> {
      const [fila] = await db.select({
        usados: diasDelAño(año, 'aprobada'),
        pendientes: diasDelAño(año, 'pendiente'),
      }).from(ausencias).innerJoin(tiposAusencia, eq(tiposAusencia.id, ausencias.tipoId)).where(and(
        eq(ausencias.usuarioId, usuarioId), eq(tiposAusencia.descuentaSaldo, true), inArray(ausencias.estado, ['pendiente', 'aprobada']),
        lte(ausencias.desde, `${año}-12-31`), gte(ausencias.hasta, `${año}-01-01`), exceptoId === undefined ? undefined : ne(ausencias.id, exceptoId),
      ));
      return { usados: Number(fila?.usados ?? 0), pendientes: Number(fila?.pendientes ?? 0) };
    },

    /** The person's own allowance for `año`, if an administrator set one. */
    async asignacion(usuarioId: number, año: number): Promise<number | undefined> {
      const [fila] = await db.select({ dias: asignacionesVacaciones.dias }).from(asignacionesVacaciones)
        .where(and(eq(asignacionesVacaciones.usuarioId, usuarioId), eq(asignacionesVacaciones.anio, año)));
      return fila && Number(fila.dias);
    },

    async asignar(usuarioId: number, año: number, dias: number): Promise<void> {
      await db.insert(asignacionesVacaciones).values({ usuarioId, anio: año, dias: String(dias) })
        .onConflictDoUpdate({ target: [asignacionesVacaciones.usuarioId, asignacionesVacaciones.anio], set: { dias: String(dias) } });
    },

    /** The company's vacation days per year; `paraCambiar`: its row locked until the transaction ends. */
    async diasPorDefecto({ paraCambiar = false } = {}): Promise<number> {
      const consulta = db.select({ dias: configuracion.diasVacacionesPorAnio }).from(configuracion).where(eq(configuracion.id, 1));
      const [leida] = await (paraCambiar ? consulta.for('update') : consulta);
      return leida === undefined ? DIAS_VACACIONES_POR_DEFECTO : Number(leida.dias);
    },

    async guardarDiasPorDefecto(dias: number): Promise<void> {
      await db.insert(configuracion).values({ id: 1, diasVacacionesPorAnio: String(dias) })
        .onConflictDoUpdate({ target: configuracion.id, set: { diasVacacionesPorAnio: String(dias) } });
    },
  };
}
export type AusenciasRepository = ReturnType<typeof ausenciasRepository>;
