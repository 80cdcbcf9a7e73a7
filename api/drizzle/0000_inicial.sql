CREATE TABLE "areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cliente_areas" (
	"cliente_id" integer NOT NULL,
	"area_id" integer NOT NULL,
	CONSTRAINT "cliente_areas_cliente_id_area_id_pk" PRIMARY KEY("cliente_id","area_id")
);
--> statement-breakpoint
CREATE TABLE "cliente_servicios" (
	"cliente_id" integer NOT NULL,
	"servicio_id" integer NOT NULL,
	CONSTRAINT "cliente_servicios_cliente_id_servicio_id_pk" PRIMARY KEY("cliente_id","servicio_id")
);
--> statement-breakpoint
CREATE TABLE "clientes" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"descripcion" text,
	"correo" text,
	"numero_contacto" text,
	"direccion" text,
	"estado" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "configuracion" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"horas_habilitadas" boolean DEFAULT false NOT NULL,
	CONSTRAINT "configuracion_unica_ck" CHECK ("configuracion"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "horas" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"cliente_id" integer,
	"servicio_id" integer,
	"tarea_id" integer NOT NULL,
	"fecha" date NOT NULL,
	"horas" numeric(5, 2) NOT NULL,
	"descripcion" text NOT NULL,
	"senorityhora" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "horas_horas_rango_ck" CHECK ("horas"."horas" > 0 and "horas"."horas" <= 24)
);
--> statement-breakpoint
CREATE TABLE "servicios" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"area_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tareas" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"servicio_id" integer
);
--> statement-breakpoint
CREATE TABLE "usuario_areas" (
	"usuario_id" integer NOT NULL,
	"area_id" integer NOT NULL,
	CONSTRAINT "usuario_areas_usuario_id_area_id_pk" PRIMARY KEY("usuario_id","area_id")
);
--> statement-breakpoint
CREATE TABLE "usuarios" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"nombre" text NOT NULL,
	"apellidos" text NOT NULL,
	"perfil" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cliente_areas" ADD CONSTRAINT "cliente_areas_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cliente_areas" ADD CONSTRAINT "cliente_areas_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cliente_servicios" ADD CONSTRAINT "cliente_servicios_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cliente_servicios" ADD CONSTRAINT "cliente_servicios_servicio_id_servicios_id_fk" FOREIGN KEY ("servicio_id") REFERENCES "public"."servicios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horas" ADD CONSTRAINT "horas_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horas" ADD CONSTRAINT "horas_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horas" ADD CONSTRAINT "horas_servicio_id_servicios_id_fk" FOREIGN KEY ("servicio_id") REFERENCES "public"."servicios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "horas" ADD CONSTRAINT "horas_tarea_id_tareas_id_fk" FOREIGN KEY ("tarea_id") REFERENCES "public"."tareas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servicios" ADD CONSTRAINT "servicios_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tareas" ADD CONSTRAINT "tareas_servicio_id_servicios_id_fk" FOREIGN KEY ("servicio_id") REFERENCES "public"."servicios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_areas" ADD CONSTRAINT "usuario_areas_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_areas" ADD CONSTRAINT "usuario_areas_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "areas_nombre_uq" ON "areas" USING btree ("nombre");--> statement-breakpoint
CREATE INDEX "cliente_areas_area_idx" ON "cliente_areas" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "cliente_servicios_servicio_idx" ON "cliente_servicios" USING btree ("servicio_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clientes_nombre_lower_uq" ON "clientes" USING btree (lower("nombre"));--> statement-breakpoint
CREATE INDEX "horas_usuario_fecha_idx" ON "horas" USING btree ("usuario_id","fecha","id");--> statement-breakpoint
CREATE INDEX "horas_cliente_fecha_idx" ON "horas" USING btree ("cliente_id","fecha");--> statement-breakpoint
CREATE INDEX "horas_fecha_idx" ON "horas" USING btree ("fecha","id");--> statement-breakpoint
CREATE INDEX "horas_usuario_cliente_fecha_idx" ON "horas" USING btree ("usuario_id","cliente_id","fecha");--> statement-breakpoint
CREATE INDEX "servicios_area_idx" ON "servicios" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "tareas_servicio_idx" ON "tareas" USING btree ("servicio_id");--> statement-breakpoint
CREATE INDEX "usuario_areas_area_idx" ON "usuario_areas" USING btree ("area_id","usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_email_lower_uq" ON "usuarios" USING btree (lower("email"));