import { sql } from 'drizzle-orm';
import {
  boolean, check, date, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';

export const usuarios = pgTable('usuarios', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  nombre: text('nombre').notNull(),
  apellidos: text('apellidos').notNull(),
  perfil: text('perfil').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('usuarios_email_lower_uq').on(sql`lower(${t.email})`)]);

export const areas = pgTable('areas', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
}, (t) => [uniqueIndex('areas_nombre_uq').on(t.nombre)]);

export const usuarioAreas = pgTable('usuario_areas', {
  usuarioId: integer('usuario_id').notNull().references(() => usuarios.id, { onDelete: 'cascade' }),
  areaId: integer('area_id').notNull().references(() => areas.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.usuarioId, t.areaId] }), index('usuario_areas_area_idx').on(t.areaId, t.usuarioId)]);

export const servicios = pgTable('servicios', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
  areaId: integer('area_id').notNull().references(() => areas.id),
}, (t) => [index('servicios_area_idx').on(t.areaId)]);

/** `servicio_id` null: a default task, usable without a client. */
export const tareas = pgTable('tareas', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
  servicioId: integer('servicio_id').references(() => servicios.id),
}, (t) => [index('tareas_servicio_idx').on(t.servicioId)]);

export const clientes = pgTable('clientes', {
  id: serial('id').primaryKey(),
  nombre: text('nombre').notNull(),
  descripcion: text('descripcion'),
  correo: text('correo'),
  numeroContacto: text('numero_contacto'),
  direccion: text('direccion'),
  estado: boolean('estado').notNull().default(true),
}, (t) => [uniqueIndex('clientes_nombre_lower_uq').on(sql`lower(${t.nombre})`)]);

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

/** One row (id = 1) holding global switches. */
export const configuracion = pgTable('configuracion', {
  id: integer('id').primaryKey().default(1),
  horasHabilitadas: boolean('horas_habilitadas').notNull().default(false),
}, (t) => [check('configuracion_unica_ck', sql`${t.id} = 1`)]);
