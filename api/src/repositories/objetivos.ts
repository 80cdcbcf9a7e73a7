import type { DiaObjetivo } from '@horas/shared/contracts';
import type { Db } from '../db/client';
import { ejecutarConPlanPropio, ejecutarPreparada } from '../db/preparadas';
import { diasEntre, sumarDias } from '../lib/fechas';

/**
 * Whose days: one user; everyone a saldo lists (optionally of one area); the active users
 * (reminders); those a responsable lists (the people of the areas they lead, but themselves); or
 * those whose month starting at `desde` is `enviado` (an approval's figures).
 */
export type QuienesObjetivo =
  | { usuarioId: number } | { saldos: true; areaId?: number } | { activos: true } | { responsableId: number } | { enviados: true };

/** A day of a user with its target, its hours, the holiday's name and the approved absence's type. */
export interface DiaDeUsuario extends DiaObjetivo {
  usuarioId: number;
  feriado: string | null;
  ausencia: string | null;
}

/** The users of each variant (CTE `u`: id and `alta`); $1 and $2 are the range. */
const USUARIOS = {
  uno: 'SELECT id, alta FROM usuarios WHERE id = $3',
  // The saldos list: every active user, and an inactive one only with hours in the range.
  saldos: `SELECT id, alta FROM usuarios u
    WHERE u.activo OR EXISTS (SELECT 1 FROM horas h WHERE h.usuario_id = u.id AND h.fecha BETWEEN $1::date AND $2::date)`,
  saldosArea: `SELECT id, alta FROM usuarios u
    WHERE (u.activo OR EXISTS (SELECT 1 FROM horas h WHERE h.usuario_id = u.id AND h.fecha BETWEEN $1::date AND $2::date))
      AND EXISTS (SELECT 1 FROM usuario_areas ua WHERE ua.usuario_id = u.id AND ua.area_id = $3)`,
  activos: 'SELECT id, alta FROM usuarios WHERE activo',
  responsable: `SELECT id, alta FROM usuarios u
    WHERE (u.activo OR EXISTS (SELECT 1 FROM horas h WHERE h.usuario_id = u.id AND h.fecha BETWEEN $1::date AND $2::date))
      AND u.id <> $3 AND EXISTS (SELECT 1 FROM usuario_areas ua JOIN usuario_areas r ON r.area_id = ua.area_id AND r.usuario_id = $3 AND r.responsable
        WHERE ua.usuario_id = u.id)`,
  enviados: `SELECT id, alta FROM usuarios u
    WHERE EXISTS (SELECT 1 FROM cierres c WHERE c.usuario_id = u.id AND c.mes = to_char($1::date, 'YYYY-MM') AND c.estado = 'enviado')`,
} as const;

/**
 * Each (user, day) of the range in one statement (`por_dia`): generate_series of the days × the
 * users, each day's target (0 before the user's start, i.e. their first own jornada's `desde`, else
 * `alta`; 0 on a holiday; else that weekday of the user's own jornada in force, else of the default
 * one in force, a jornada being in force from its `desde` until the next one's: `jornada`; then 0 on
 * an approved absence, half on an approved half day: `objetivo`) and the hours logged, both exact
 * (numeric). Absences of one person never overlap (services/ausencias.ts), so a day meets one at most. What the days add up to (totals, missing days) is the rule book's
 * (`@horas/shared/contracts`); `totales` adds them up here by the same rule. `previas`: CTEs that
 * `usuarios` reads, written before it (each ending in a comma).
 */
const porDia = (usuarios: string, previas = '') => `
WITH ${previas}u AS (${usuarios}),
inicio AS (
  SELECT u.id, coalesce(min(j.desde), u.alta) AS inicio FROM u LEFT JOIN jornadas j ON j.usuario_id = u.id GROUP BY u.id, u.alta
),
dias AS (
  SELECT d::date AS fecha, extract(isodow FROM d)::int AS dia FROM generate_series($1::date, $2::date, interval '1 day') d
),
propias AS (
  SELECT usuario_id, desde, lead(desde) OVER (PARTITION BY usuario_id ORDER BY desde) AS hasta, horas_por_dia
  FROM jornadas WHERE usuario_id IN (SELECT id FROM u)
),
defecto AS (
  SELECT desde, lead(desde) OVER (ORDER BY desde) AS hasta, horas_por_dia FROM jornadas_defecto
),
ausentes AS (
  SELECT a.usuario_id, a.desde, a.hasta, a.medio_dia, t.nombre FROM ausencias a JOIN tipos_ausencia t ON t.id = a.tipo_id
  WHERE a.estado = 'aprobada' AND a.desde <= $2::date AND a.hasta >= $1::date AND a.usuario_id IN (SELECT id FROM u)
),
cargadas AS (
  SELECT usuario_id, fecha, sum(horas) AS total FROM horas
  WHERE fecha BETWEEN $1::date AND $2::date AND usuario_id IN (SELECT id FROM u)
  GROUP BY usuario_id, fecha
),
de_jornada AS (
  SELECT i.id AS usuario_id, d.fecha,
    CASE WHEN d.fecha < i.inicio OR f.fecha IS NOT NULL THEN 0
      ELSE coalesce((coalesce(p.horas_por_dia, df.horas_por_dia))[d.dia], 0) END AS jornada,
    f.nombre AS feriado
  FROM inicio i CROSS JOIN dias d
  LEFT JOIN defecto df ON d.fecha >= df.desde AND (df.hasta IS NULL OR d.fecha < df.hasta)
  LEFT JOIN propias p ON p.usuario_id = i.id AND d.fecha >= p.desde AND (p.hasta IS NULL OR d.fecha < p.hasta)
  LEFT JOIN feriados f ON f.fecha = d.fecha
),
por_dia AS (
  SELECT j.usuario_id, j.fecha, j.jornada,
    CASE WHEN a.usuario_id IS NULL THEN j.jornada WHEN a.medio_dia THEN j.jornada / 2 ELSE 0 END AS objetivo,
    coalesce(c.total, 0) AS cargadas,
    j.feriado, a.nombre AS ausencia
  FROM de_jornada j
  LEFT JOIN ausentes a ON a.usuario_id = j.usuario_id AND j.fecha BETWEEN a.desde AND a.hasta
  LEFT JOIN cargadas c ON c.usuario_id = j.usuario_id AND c.fecha = j.fecha
)`;

/** Every day, by user then day; days travel as their offset from `desde` (cheaper than a date's text on every row). */
const consulta = (usuarios: string) => `${porDia(usuarios)}
SELECT usuario_id AS "usuarioId", fecha - $1::date AS n, objetivo::float8 AS objetivo, cargadas::float8 AS cargadas, feriado, ausencia
FROM por_dia ORDER BY usuario_id, fecha`;

/**
 * One user's working days by their jornada and the holidays alone (`jornada` above 0): what an
 * absence of theirs covers. Read from `de_jornada`, so the hours and absences are never joined.
 */
const LABORABLES = `${porDia(USUARIOS.uno)}
SELECT to_char(fecha, 'YYYY-MM-DD') AS fecha FROM de_jornada WHERE jornada > 0 ORDER BY fecha`;

/**
 * One row per user: the days added up in the database, so a year of 500 people is 500 rows, not
 * 183,000 for the API's event loop to read and add. Sums exact, then one rounding (as the rule
 * book's float sums rounded to hundredths); the missing days are the rule book's `esDiaSinHoras`
 * (before today, the parameter `hoy`; a target; no hours), ascending.
 */
const consultaTotales = (usuarios: string, hoy: number) => `${porDia(usuarios)}
SELECT usuario_id AS "usuarioId", sum(objetivo)::float8 AS objetivo, sum(cargadas)::float8 AS cargadas,
  coalesce(json_agg(fecha ORDER BY fecha) FILTER (WHERE fecha < $${hoy}::date AND objetivo > 0 AND cargadas = 0), '[]') AS "diasSinHoras"
FROM por_dia GROUP BY usuario_id`;

/**
 * One row per user: the range's target alone ('Análisis'); no column of the hours is read, so the
 * planner drops their join. Most people have no jornada of their own and no approved absence in the
 * range (`comunes`): their days differ only by their start, so the days are walked once per start
 * (`por_alta`) rather than once per person (500 people × a quarter: 45k rows, as long as a third of
 * the quarter's grouping of the hours); the others go day by day.
 */
const consultaObjetivos = (usuarios: string) => `${porDia('SELECT id, alta FROM todos t WHERE NOT EXISTS (SELECT 1 FROM comunes c WHERE c.id = t.id)', `todos AS (${usuarios}),
comunes AS (
  SELECT t.id, t.alta FROM todos t
  WHERE NOT EXISTS (SELECT 1 FROM jornadas j WHERE j.usuario_id = t.id)
    AND NOT EXISTS (SELECT 1 FROM ausencias a WHERE a.usuario_id = t.id AND a.estado = 'aprobada' AND a.desde <= $2::date AND a.hasta >= $1::date)
),
`)},
por_alta AS (
  SELECT al.alta, sum(CASE WHEN d.fecha < al.alta OR f.fecha IS NOT NULL THEN 0 ELSE coalesce(df.horas_por_dia[d.dia], 0) END) AS objetivo
  FROM (SELECT DISTINCT alta FROM comunes) al CROSS JOIN dias d
  LEFT JOIN defecto df ON d.fecha >= df.desde AND (df.hasta IS NULL OR d.fecha < df.hasta)
  LEFT JOIN feriados f ON f.fecha = d.fecha
  GROUP BY al.alta
)
SELECT usuario_id AS "usuarioId", sum(objetivo)::float8 AS objetivo FROM por_dia GROUP BY usuario_id
UNION ALL
SELECT c.id, p.objetivo::float8 FROM comunes c JOIN por_alta p ON p.alta = c.alta`;

type Variante = keyof typeof USUARIOS;
/** One statement per variant, built from its users' CTE. */
const porVariante = (armar: (usuarios: string) => string) =>
  Object.fromEntries(Object.entries(USUARIOS).map(([variante, usuarios]) => [variante, armar(usuarios)])) as Record<Variante, string>;

/** Each variant a prepared statement of its own (named, planned once per connection). */
const PREPARADAS = porVariante(consulta);
/** Each variant's totals (each call planned for its range: `ejecutarConPlanPropio`); `hoy` follows the range and the variant's own parameter. */
const TOTALES = porVariante((usuarios) => consultaTotales(usuarios, usuarios.includes('$3') ? 4 : 3));
/** Each variant's targets alone (each call planned for its range). */
const OBJETIVOS = porVariante(consultaObjetivos);

function variante(quienes: QuienesObjetivo): { nombre: Variante; extra: number[] } {
  if ('usuarioId' in quienes) return { nombre: 'uno', extra: [quienes.usuarioId] };
  if ('activos' in quienes) return { nombre: 'activos', extra: [] };
  if ('responsableId' in quienes) return { nombre: 'responsable', extra: [quienes.responsableId] };
  if ('enviados' in quienes) return { nombre: 'enviados', extra: [] };
  return quienes.areaId === undefined ? { nombre: 'saldos', extra: [] } : { nombre: 'saldosArea', extra: [quienes.areaId] };
}

type Fila = Omit<DiaDeUsuario, 'fecha'> & { n: number };

/** A user's days added up: exact sums (as doubles) and the days without hours, ascending. */
export interface SumasDeUsuario {
  usuarioId: number;
  objetivo: number;
  cargadas: number;
  diasSinHoras: string[];
}

/** The day-by-day targets and hours of saldos, reminders and month closings. */
export function objetivosRepository(db: Db) {
  return {
    /** Every day of `desde`..`hasta` of each user, ordered by user and day; no rows: no such user(s). */
    async dias(quienes: QuienesObjetivo, desde: string, hasta: string): Promise<DiaDeUsuario[]> {
      const { nombre, extra } = variante(quienes);
      const filas = await ejecutarPreparada<Fila & { fecha?: string }>(db, `objetivos_${nombre}`, PREPARADAS[nombre], [desde, hasta, ...extra]);
      // Days travel as their offset from `desde` (cheaper than a date's text on every row), named once here.
      const fechas = Array.from({ length: diasEntre(desde, hasta) + 1 }, (_, n) => sumarDias(desde, n));
      for (const fila of filas) fila.fecha = fechas[fila.n];
      return filas as DiaDeUsuario[];
    },

    /** Each user's days of `desde`..`hasta` added up (saldos, a bulk approval's figures), missing days counted before `hoy`; in no order. */
    async totales(quienes: QuienesObjetivo, desde: string, hasta: string, hoy: string): Promise<SumasDeUsuario[]> {
      const { nombre, extra } = variante(quienes);
      return ejecutarConPlanPropio<SumasDeUsuario>(db, TOTALES[nombre], [desde, hasta, ...extra, hoy]);
    },

    /** The days of `desde`..`hasta` on which `usuarioId`'s jornada, holidays aside, asks for hours, whatever absences they have. */
    async laborables(usuarioId: number, desde: string, hasta: string): Promise<string[]> {
      return (await ejecutarConPlanPropio<{ fecha: string }>(db, LABORABLES, [desde, hasta, usuarioId])).map((f) => f.fecha);
    },

    /** Each user's target over `desde`..`hasta` (an exact sum, as a double); in no order. */
    async objetivosDelRango(quienes: QuienesObjetivo, desde: string, hasta: string): Promise<Pick<SumasDeUsuario, 'usuarioId' | 'objetivo'>[]> {
      const { nombre, extra } = variante(quienes);
      return ejecutarConPlanPropio(db, OBJETIVOS[nombre], [desde, hasta, ...extra]);
    },
  };
}
export type ObjetivosRepository = ReturnType<typeof objetivosRepository>;
