CREATE TABLE "cierres" (
	"usuario_id" integer NOT NULL,
	"mes" text NOT NULL,
	"estado" text NOT NULL,
	"version" integer NOT NULL,
	"reabierto" boolean DEFAULT false NOT NULL,
	"cargadas" numeric(6, 2),
	"objetivo" numeric(6, 2),
	"diferencia" numeric(6, 2),
	CONSTRAINT "cierres_usuario_id_mes_pk" PRIMARY KEY("usuario_id","mes"),
	CONSTRAINT "cierres_mes_ck" CHECK ("cierres"."mes" ~ '^(19|[2-9][0-9])[0-9]{2}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "cierres_estado_ck" CHECK ("cierres"."estado" in ('abierto', 'enviado', 'aprobado', 'rechazado')),
	CONSTRAINT "cierres_version_ck" CHECK ("cierres"."version" > 0)
);
--> statement-breakpoint
CREATE TABLE "cierres_transiciones" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"mes" text NOT NULL,
	"estado" text NOT NULL,
	"actor_id" integer NOT NULL,
	"en" timestamp with time zone NOT NULL,
	"comentario" text,
	CONSTRAINT "cierres_transiciones_estado_ck" CHECK ("cierres_transiciones"."estado" in ('abierto', 'enviado', 'aprobado', 'rechazado'))
);
--> statement-breakpoint
ALTER TABLE "configuracion" ADD COLUMN "version_objetivos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "usuario_areas" ADD COLUMN "responsable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cierres" ADD CONSTRAINT "cierres_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cierres_transiciones" ADD CONSTRAINT "cierres_transiciones_actor_id_usuarios_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."usuarios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cierres_transiciones" ADD CONSTRAINT "cierres_transiciones_usuario_id_mes_cierres_usuario_id_mes_fk" FOREIGN KEY ("usuario_id","mes") REFERENCES "public"."cierres"("usuario_id","mes") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cierres_mes_estado_idx" ON "cierres" USING btree ("mes","estado");--> statement-breakpoint
CREATE INDEX "cierres_transiciones_cierre_idx" ON "cierres_transiciones" USING btree ("usuario_id","mes","id");--> statement-breakpoint
-- The row every write that moves targets locks (and every approval reads FOR SHARE) must exist.
INSERT INTO "configuracion" ("id") VALUES (1) ON CONFLICT DO NOTHING;
