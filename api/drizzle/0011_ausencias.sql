-- Edited by hand after the generated part: the four absence types every database starts with,
-- fresh or demo (names in the text rule's form, `nombre_canonico` as `formaCanonica` writes it).
CREATE TABLE "asignaciones_vacaciones" (
	"usuario_id" integer NOT NULL,
	"anio" integer NOT NULL,
	"dias" numeric(4, 1) NOT NULL,
	CONSTRAINT "asignaciones_vacaciones_usuario_id_anio_pk" PRIMARY KEY("usuario_id","anio")
);
--> statement-breakpoint
CREATE TABLE "ausencias" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"tipo_id" integer NOT NULL,
	"desde" date NOT NULL,
	"hasta" date NOT NULL,
	"medio_dia" boolean DEFAULT false NOT NULL,
	"dias_por_anio" json NOT NULL,
	"estado" text NOT NULL,
	"comentario" text,
	"motivo" text,
	"decidida_por" integer,
	"decidida_en" timestamp with time zone,
	"creada_en" timestamp with time zone NOT NULL,
	CONSTRAINT "ausencias_estado_ck" CHECK ("ausencias"."estado" in ('pendiente', 'aprobada', 'rechazada', 'cancelada')),
	CONSTRAINT "ausencias_rango_ck" CHECK ("ausencias"."desde" <= "ausencias"."hasta" and (not "ausencias"."medio_dia" or "ausencias"."desde" = "ausencias"."hasta"))
);
--> statement-breakpoint
CREATE TABLE "tipos_ausencia" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"nombre_canonico" text NOT NULL,
	"requiere_aprobacion" boolean NOT NULL,
	"descuenta_saldo" boolean NOT NULL,
	"permite_medio_dia" boolean NOT NULL,
	"activo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "configuracion" ADD COLUMN "dias_vacaciones_por_anio" numeric(4, 1) DEFAULT '14' NOT NULL;--> statement-breakpoint
ALTER TABLE "asignaciones_vacaciones" ADD CONSTRAINT "asignaciones_vacaciones_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ausencias" ADD CONSTRAINT "ausencias_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ausencias" ADD CONSTRAINT "ausencias_tipo_id_tipos_ausencia_id_fk" FOREIGN KEY ("tipo_id") REFERENCES "public"."tipos_ausencia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ausencias" ADD CONSTRAINT "ausencias_decidida_por_usuarios_id_fk" FOREIGN KEY ("decidida_por") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ausencias_usuario_idx" ON "ausencias" USING btree ("usuario_id","desde");--> statement-breakpoint
CREATE INDEX "ausencias_fechas_idx" ON "ausencias" USING btree ("desde","hasta");--> statement-breakpoint
CREATE UNIQUE INDEX "tipos_ausencia_nombre_canonico_uq" ON "tipos_ausencia" USING btree ("nombre_canonico");--> statement-breakpoint
INSERT INTO "tipos_ausencia" ("nombre", "nombre_canonico", "requiere_aprobacion", "descuenta_saldo", "permite_medio_dia") VALUES
	('Vacaciones', 'vacaciones', true, true, true),
	('Enfermedad', 'enfermedad', false, false, false),
	('Licencia', 'licencia', true, false, false),
	('Trámite personal', 'tramite personal', true, false, true);
