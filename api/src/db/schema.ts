import { sql } from 'drizzle-orm';
import {
  bigint, boolean, check, date, foreignKey, index, inet, integer, json, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/**
 * A unique name or e-mail as uniqueness sees it: `formaCanonica` of @horas/shared/contracts, written
 * beside it by the repositories (and for rows older than the column, by `completarFormasCanonicas`
 * at migration). The unique indexes are on these columns, so the rule holds across API instances.
 */
const canonica = (nombre: string) => text(nombre).notNull();

export const usuarios = pgTable('usuarios', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  emailCanonico: canonica('email_canonico'),
  /** Null: invited, the person has not chosen a password yet (nothing can sign in as them). */
  passwordHash: text('password_hash'),
  nombre: text('nombre').notNull(),
  apellidos: text('apellidos').notNull(),
  perfil: text('perfil').notNull(),
  /**
   * While an administrator: the perfil held before becoming one, which leaving the single sign-on's
   * admin group gives back (null: none kept, OIDC_PERFIL_INICIAL then). Any other perfil clears it.
   */
  perfilPrevio: text('perfil_previo'),
  /** An inactive user cannot sign in, and their tokens answer 401. */
  activo: boolean('activo').notNull().default(true),
  /** Tokens carry the version they were signed with; a password change or reset moves it on. */
  versionSesion: integer('version_sesion').notNull().default(0),
  /**
   * The day the account was created (in APP_TZ): the user's start when they have no jornada of
   * their own. Days before a user's start have a target of 0.
   */
  alta: date('alta', { mode: 'string' }).notNull().default(sql`CURRENT_DATE`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The single sign-on link (issuer, sub): once set it decides who signs in, whatever the e-mail claim says later. */
  oidcIssuer: text('oidc_issuer'),
  oidcSub: text('oidc_sub'),
}, (t) => [
  uniqueIndex('usuarios_email_canonico_uq').on(t.emailCanonico),
  uniqueIndex('usuarios_oidc_uq').on(t.oidcIssuer, t.oidcSub),
  check('usuarios_oidc_ck', sql`(${t.oidcIssuer} is null) = (${t.oidcSub} is null)`),
]);

export const areas = pgTable('areas', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
  nombreCanonico: canonica('nombre_canonico'),
  activo: boolean('activo').notNull().default(true),
}, (t) => [uniqueIndex('areas_nombre_canonico_uq').on(t.nombreCanonico)]);

/** A user's areas; `responsable`: the user leads that area (approves its people's months), so leading goes with the link. */
export const usuarioAreas = pgTable('usuario_areas', {
  usuarioId: integer('usuario_id').notNull().references(() => usuarios.id, { onDelete: 'cascade' }),
  areaId: integer('area_id').notNull().references(() => areas.id, { onDelete: 'cascade' }),
  responsable: boolean('responsable').notNull().default(false),
}, (t) => [primaryKey({ columns: [t.usuarioId, t.areaId] }), index('usuario_areas_area_idx').on(t.areaId, t.usuarioId)]);

export const servicios = pgTable('servicios', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
  nombreCanonico: canonica('nombre_canonico'),
  areaId: integer('area_id').notNull().references(() => areas.id),
  activo: boolean('activo').notNull().default(true),
}, (t) => [
  index('servicios_area_idx').on(t.areaId),
  uniqueIndex('servicios_area_nombre_canonico_uq').on(t.areaId, t.nombreCanonico),
]);

/** `servicio_id` null: a default task, usable without a client. Names are unique within the service. */
export const tareas = pgTable('tareas', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
  nombreCanonico: canonica('nombre_canonico'),
  servicioId: integer('servicio_id').references(() => servicios.id),
  activo: boolean('activo').notNull().default(true),
}, (t) => [
  index('tareas_servicio_idx').on(t.servicioId),
  // Default tasks (no service) share one namespace: 0 is no service id.
  uniqueIndex('tareas_servicio_nombre_canonico_uq').on(sql`coalesce(${t.servicioId}, 0)`, t.nombreCanonico),
]);

export const clientes = pgTable('clientes', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
  nombreCanonico: canonica('nombre_canonico'),
  descripcion: text('descripcion'),
  correo: text('correo'),
  numeroContacto: text('numero_contacto'),
  direccion: text('direccion'),
  estado: boolean('estado').notNull().default(true),
}, (t) => [uniqueIndex('clientes_nombre_canonico_uq').on(t.nombreCanonico)]);

export const clienteAreas = pgTable('cliente_areas', {
  clienteId: integer('cliente_id').notNull().references(() => clientes.id, { onDelete: 'cascade' }),
  areaId: integer('area_id').notNull().references(() => areas.id),
}, (t) => [primaryKey({ columns: [t.clienteId, t.areaId] }), index('cliente_areas_area_idx').on(t.areaId)]);

export const clienteServicios = pgTable('cliente_servicios', {
  clienteId: integer('cliente_id').notNull().references(() => clientes.id, { onDelete: 'cascade' }),
  servicioId: integer('servicio_id').notNull().references(() => servicios.id),
}, (t) => [primaryKey({ columns: [t.clienteId, t.servicioId] }), index('cliente_servicios_servicio_idx').on(t.servicioId)]);

export const horas = pgTable('horas', {
  id: serial('id').primaryKey(),
  usuarioId: integer('usuario_id').notNull().references(() => usuarios.id),
  clienteId: integer('cliente_id').references(() => clientes.id),
  servicioId: integer('servicio_id').references(() => servicios.id),
  tareaId: integer('tarea_id').notNull().references(() => tareas.id),
  fecha: date('fecha', { mode: 'string' }).notNull(),
  horas: numeric('horas', { precision: 5, scale: 2 }).notNull(),
  descripcion: text('descripcion').notNull(),
  senorityhora: text('senorityhora').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('horas_usuario_fecha_idx').on(t.usuarioId, t.fecha, t.id),
  index('horas_cliente_fecha_idx').on(t.clienteId, t.fecha),
  index('horas_fecha_idx').on(t.fecha, t.id),
  index('horas_usuario_cliente_fecha_idx').on(t.usuarioId, t.clienteId, t.fecha),
  check('horas_horas_rango_ck', sql`${t.horas} > 0 and ${t.horas} <= 24`),
]);

/**
 * The hours of each month per person, client, service, task and perfil, in cents, kept by
 * statement-level triggers on `horas` (migration `0007_horas_por_mes`): what 'Análisis' reads for
 * the whole months of a range instead of every entry. A key whose entries all left keeps a row with
 * `registros` 0, which readers skip. No client or service stays NULL, and the unique key reads it
 * as 0, so entries without one share one key on any PostgreSQL version (no NULLS NOT DISTINCT).
 */
export const horasPorMes = pgTable('horas_por_mes', {
  mes: date('mes', { mode: 'string' }).notNull(),
  usuarioId: integer('usuario_id').notNull(),
  clienteId: integer('cliente_id'),
  servicioId: integer('servicio_id'),
  tareaId: integer('tarea_id').notNull(),
  senorityhora: text('senorityhora').notNull(),
  centesimos: bigint('centesimos', { mode: 'number' }).notNull(),
  registros: integer('registros').notNull(),
}, (t) => [
  uniqueIndex('horas_por_mes_uq').on(t.mes, t.usuarioId, sql`coalesce(${t.clienteId}, 0)`, sql`coalesce(${t.servicioId}, 0)`, t.tareaId, t.senorityhora),
]);

/** One row (id = 1) holding global switches. */
export const configuracion = pgTable('configuracion', {
  id: integer('id').primaryKey().default(1),
  horasHabilitadas: boolean('horas_habilitadas').notNull().default(false),
  /**
   * One more at each write that moves targets (a jornada, the default jornada, a holiday): those
   * writes lock this row first, and an approval reads it `FOR SHARE`, so a target cannot move
   * between an approval's figures and its commit.
   */
  versionObjetivos: integer('version_objetivos').notNull().default(0),
  /** The vacation days of anyone without an allowance of their own for a year (`asignaciones_vacaciones`). */
  diasVacacionesPorAnio: numeric('dias_vacaciones_por_anio', { precision: 4, scale: 1 }).notNull().default('14'),
}, (t) => [check('configuracion_unica_ck', sql`${t.id} = 1`)]);

/**
 * Failed logins counted per key ('cuenta:…', 'origen:…', 'cuenta-origen:…') since `desde`, the start
 * of the key's window: in the database so that every API instance sees the same counts.
 */
export const loginFallos = pgTable('login_fallos', {
  clave: text('clave').primaryKey(),
  desde: timestamp('desde', { withTimezone: true, mode: 'date' }).notNull(),
  fallos: integer('fallos').notNull(),
}, (t) => [index('login_fallos_desde_idx').on(t.desde)]);

/**
 * The links mailed to set a password: an invitation or a reset, by the SHA-256 of the token (the
 * token itself is only in the mail). Pending while `fin` is null and before `vence`; `fin` is set
 * when it is used or voided. Rows stay: the reset mails of the last hour are counted from them.
 */
export const tokensCuenta = pgTable('tokens_cuenta', {
  id: serial('id').primaryKey(),
  usuarioId: integer('usuario_id').notNull().references(() => usuarios.id, { onDelete: 'cascade' }),
  proposito: text('proposito').notNull(),
  hash: text('hash').notNull(),
  creado: timestamp('creado', { withTimezone: true, mode: 'date' }).notNull(),
  vence: timestamp('vence', { withTimezone: true, mode: 'date' }).notNull(),
  fin: timestamp('fin', { withTimezone: true, mode: 'date' }),
}, (t) => [
  uniqueIndex('tokens_cuenta_hash_uq').on(t.hash),
  index('tokens_cuenta_usuario_idx').on(t.usuarioId, t.proposito, t.creado),
  check('tokens_cuenta_proposito_ck', sql`${t.proposito} in ('invitacion', 'restablecer')`),
]);

/** The one-time codes the callback hands the shell (by their SHA-256), exchanged once for a session within 60 s. */
export const ssoCodigos = pgTable('sso_codigos', {
  hash: text('hash').primaryKey(),
  usuarioId: integer('usuario_id').notNull().references(() => usuarios.id, { onDelete: 'cascade' }),
  vence: timestamp('vence', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Values generated once and shared by every instance, such as the JWT signing key when JWT_SECRET is unset. */
export const secretos = pgTable('secretos', {
  nombre: text('nombre').primaryKey(),
  valor: text('valor').notNull(),
});

/** Seven hours a day, Monday first, each 0–24 with two decimals. */
const horasPorDia = () => numeric('horas_por_dia', { precision: 4, scale: 2 }).array().notNull();
const sieteDiasValidos = (columna: AnyPgColumn) =>
  sql`cardinality(${columna}) = 7 and 0 <= all(${columna}) and 24 >= all(${columna}) and array_position(${columna}, null) is null`;

/** A user's own jornada from `desde` until the next one's `desde`; their first `desde` is their start. */
export const jornadas = pgTable('jornadas', {
  usuarioId: integer('usuario_id').notNull().references(() => usuarios.id, { onDelete: 'cascade' }),
  desde: date('desde', { mode: 'string' }).notNull(),
  horasPorDia: horasPorDia(),
}, (t) => [primaryKey({ columns: [t.usuarioId, t.desde] }), check('jornadas_horas_ck', sieteDiasValidos(t.horasPorDia))]);

/** The company's jornada, for users without their own; the migration adds the first, from 1900-01-01. */
export const jornadasDefecto = pgTable('jornadas_defecto', {
  desde: date('desde', { mode: 'string' }).primaryKey(),
  horasPorDia: horasPorDia(),
}, (t) => [check('jornadas_defecto_horas_ck', sieteDiasValidos(t.horasPorDia))]);

/** The company's holidays: a target of 0 for everybody. */
export const feriados = pgTable('feriados', {
  fecha: date('fecha', { mode: 'string' }).primaryKey(),
  nombre: text('nombre').notNull(),
});

/**
 * One reminder per (day of the run, user), claimed before it is sent so that however many API
 * instances run the day's reminders, each user gets one mail: 'enviando' while one instance sends it,
 * then 'enviado', or 'fallido' for a later attempt.
 */
export const recordatorios = pgTable('recordatorios', {
  dia: date('dia', { mode: 'string' }).notNull(),
  usuarioId: integer('usuario_id').notNull().references(() => usuarios.id, { onDelete: 'cascade' }),
  estado: text('estado').notNull(),
  /** When the last attempt was claimed (the instance's clock). */
  reclamadoEn: timestamp('reclamado_en', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [
  primaryKey({ columns: [t.dia, t.usuarioId] }),
  check('recordatorios_estado_ck', sql`${t.estado} in ('enviando', 'enviado', 'fallido')`),
]);

/** The days whose scheduled run is over (every reminder sent): instances stop looking at them. */
export const recordatoriosCompletos = pgTable('recordatorios_completos', {
  dia: date('dia', { mode: 'string' }).primaryKey(),
  completadoEn: timestamp('completado_en', { withTimezone: true, mode: 'date' }).notNull(),
});

/** A month as `YYYY-MM`, years 1900–9999 like every date of the API. */
const mesValido = (columna: AnyPgColumn) => sql`${columna} ~ '^(19|[2-9][0-9])[0-9]{2}-(0[1-9]|1[0-2])$'`;

/**
 * A user's month closing; no row is an `abierto` month at version 0. `version` moves on at each
 * transition. `reabierto`: an administrator reopened it and it was not submitted since (its owner
 * writes it outside the editing window, as in a `rechazado` month). The figures are stored at
 * approval (null otherwise).
 */
export const cierres = pgTable('cierres', {
  usuarioId: integer('usuario_id').notNull().references(() => usuarios.id, { onDelete: 'cascade' }),
  mes: text('mes').notNull(),
  estado: text('estado').notNull(),
  version: integer('version').notNull(),
  reabierto: boolean('reabierto').notNull().default(false),
  cargadas: numeric('cargadas', { precision: 6, scale: 2 }),
  objetivo: numeric('objetivo', { precision: 6, scale: 2 }),
  diferencia: numeric('diferencia', { precision: 6, scale: 2 }),
}, (t) => [
  primaryKey({ columns: [t.usuarioId, t.mes] }),
  index('cierres_mes_estado_idx').on(t.mes, t.estado),
  check('cierres_mes_ck', mesValido(t.mes)),
  check('cierres_estado_ck', sql`${t.estado} in ('abierto', 'enviado', 'aprobado', 'rechazado')`),
  check('cierres_version_ck', sql`${t.version} > 0`),
]);

/** Every transition of a closing: the state it led to, who, when and its comment (a reopening's reason). */
export const cierresTransiciones = pgTable('cierres_transiciones', {
  id: serial('id').primaryKey(),
  usuarioId: integer('usuario_id').notNull(),
  mes: text('mes').notNull(),
  estado: text('estado').notNull(),
  actorId: integer('actor_id').notNull().references(() => usuarios.id),
  en: timestamp('en', { withTimezone: true, mode: 'date' }).notNull(),
  comentario: text('comentario'),
}, (t) => [
  index('cierres_transiciones_cierre_idx').on(t.usuarioId, t.mes, t.id),
  foreignKey({ columns: [t.usuarioId, t.mes], foreignColumns: [cierres.usuarioId, cierres.mes] }).onDelete('cascade'),
  check('cierres_transiciones_estado_ck', sql`${t.estado} in ('abierto', 'enviado', 'aprobado', 'rechazado')`),
]);

/**
 * The history of changes: one row per change, inserted in the change's own transaction
 * (repositories/historial.ts), never updated or deleted (triggers of the migration `0006_historial`;
 * only rows past the retention can be deleted, by the purge). No foreign keys: a record outlives
 * whatever it names, so it keeps the names it needs (the actor's, and those inside `cambios`).
 * Sized for the target of 500 bytes per hour-change record with its indexes (≈467 measured, see
 * bench/README.md): `cambios` is `json` (the compact text as written; nothing queries into it), and
 * the indexes are only those GET /historial needs, without columns the sort can do without.
 */
export const historial = pgTable('historial', {
  id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
  /** The time of the change's transaction. */
  en: timestamp('en', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  /** Who made the change; null: the command line or the system. */
  actorId: integer('actor_id'),
  /** Whose hours, or whose account, the record is about: the filter `usuarioId` and staff's own hours. */
  usuarioId: integer('usuario_id'),
  /** The client's address. */
  origen: inet('origen'),
  entidad: text('entidad').notNull(),
  entidadId: text('entidad_id'),
  accion: text('accion').notNull(),
  /** The actor's name as it was at the time. */
  actorNombre: text('actor_nombre'),
  actorApellidos: text('actor_apellidos'),
  cambios: json('cambios').notNull(),
}, (t) => [
  // Newest first by (en, id): the key serves the unfiltered pages, the date ranges and the purge.
  primaryKey({ columns: [t.en, t.id] }),
  // One user's records by time; a page's ties on `en` are few, sorted by id after the index.
  index('historial_usuario_idx').on(t.usuarioId, t.en),
  // One thing's few records (an hour entry's), read whole and sorted.
  index('historial_entidad_id_idx').on(t.entidadId),
  // The records of one kind, newest first, for every kind but hours (most records, which the key
  // serves): nothing per hour record.
  index('historial_entidad_idx').on(t.entidad, t.en).where(sql`${t.entidad} <> 'hora'`),
  // Deduplicated by PostgreSQL (an actor has many records): a few bytes per record.
  index('historial_actor_idx').on(t.actorId),
]);

/**
 * One row: the retention in months (`HISTORIAL_MESES`, written at every start; null = for ever),
 * read by the trigger that lets a DELETE through only for records older than it.
 */
export const historialRetencion = pgTable('historial_retencion', {
  id: integer('id').primaryKey().default(1),
  meses: integer('meses'),
}, (t) => [check('historial_retencion_unica_ck', sql`${t.id} = 1`), check('historial_retencion_meses_ck', sql`${t.meses} > 0`)]);

/** The kinds of absence; the migration `0011_ausencias` adds the four every database starts with. */
export const tiposAusencia = pgTable('tipos_ausencia', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
  nombreCanonico: canonica('nombre_canonico'),
  requiereAprobacion: boolean('requiere_aprobacion').notNull(),
  /** Its days come out of the one yearly vacation allowance. */
  descuentaSaldo: boolean('descuenta_saldo').notNull(),
  permiteMedioDia: boolean('permite_medio_dia').notNull(),
  activo: boolean('activo').notNull().default(true),
}, (t) => [uniqueIndex('tipos_ausencia_nombre_canonico_uq').on(t.nombreCanonico)]);

/**
 * A person's absence. `dias_por_anio`: its working days in each calendar year it touches
 * (`{"2026": 4.5}`), counted when requested and again when approved, so a balance adds each year's
 * own. Only an approved one lowers targets (repositories/objetivos.ts).
 */
export const ausencias = pgTable('ausencias', {
  id: serial('id').primaryKey(),
  usuarioId: integer('usuario_id').notNull().references(() => usuarios.id, { onDelete: 'cascade' }),
  tipoId: integer('tipo_id').notNull().references(() => tiposAusencia.id),
  desde: date('desde', { mode: 'string' }).notNull(),
  hasta: date('hasta', { mode: 'string' }).notNull(),
  medioDia: boolean('medio_dia').notNull().default(false),
  diasPorAnio: json('dias_por_anio').$type<Record<string, number>>().notNull(),
  estado: text('estado').notNull(),
  comentario: text('comentario'),
  motivo: text('motivo'),
  decididaPor: integer('decidida_por').references(() => usuarios.id),
  decididaEn: timestamp('decidida_en', { withTimezone: true, mode: 'date' }),
  creadaEn: timestamp('creada_en', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [
  index('ausencias_usuario_idx').on(t.usuarioId, t.desde),
  index('ausencias_fechas_idx').on(t.desde, t.hasta),
  check('ausencias_estado_ck', sql`${t.estado} in ('pendiente', 'aprobada', 'rechazada', 'cancelada')`),
  check('ausencias_rango_ck', sql`${t.desde} <= ${t.hasta} and (not ${t.medioDia} or ${t.desde} = ${t.hasta})`),
]);

/** A person's vacation days for one year, set by an administrator (else the company's default). */
export const asignacionesVacaciones = pgTable('asignaciones_vacaciones', {
  usuarioId: integer('usuario_id').notNull().references(() => usuarios.id, { onDelete: 'cascade' }),
  anio: integer('anio').notNull(),
  dias: numeric('dias', { precision: 4, scale: 1 }).notNull(),
}, (t) => [primaryKey({ columns: [t.usuarioId, t.anio] })]);

/**
 * A person's running timer: at most one (the primary key, on any number of instances), since
 * `inicio`, and what it is for as far as known. Stopping it writes hour entries and removes it in
 * one transaction (services/cronometro.ts).
 */
export const cronometros = pgTable('cronometros', {
  usuarioId: integer('usuario_id').primaryKey().references(() => usuarios.id, { onDelete: 'cascade' }),
  inicio: timestamp('inicio', { withTimezone: true, mode: 'date' }).notNull(),
  clienteId: integer('cliente_id').references(() => clientes.id),
  servicioId: integer('servicio_id').references(() => servicios.id),
  tareaId: integer('tarea_id').references(() => tareas.id),
  descripcion: text('descripcion'),
});

/**
 * 'Tabla': the rows a person added to a week's grid (`lunes`, its Monday), in their order; no hours.
 * A PUT replaces a week's list whole (services/tabla.ts).
 */
export const filasTabla = pgTable('filas_tabla', {
  usuarioId: integer('usuario_id').notNull().references(() => usuarios.id, { onDelete: 'cascade' }),
  lunes: date('lunes', { mode: 'string' }).notNull(),
  posicion: integer('posicion').notNull(),
  clienteId: integer('cliente_id').references(() => clientes.id),
  servicioId: integer('servicio_id').references(() => servicios.id),
  tareaId: integer('tarea_id').notNull().references(() => tareas.id),
  descripcion: text('descripcion').notNull().default(''),
}, (t) => [primaryKey({ columns: [t.usuarioId, t.lunes, t.posicion] })]);
