CREATE TABLE "feriados" (
	"fecha" date PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jornadas" (
	"usuario_id" integer NOT NULL,
	"desde" date NOT NULL,
	"horas_por_dia" numeric(4, 2)[] NOT NULL,
	CONSTRAINT "jornadas_usuario_id_desde_pk" PRIMARY KEY("usuario_id","desde"),
	CONSTRAINT "jornadas_horas_ck" CHECK (cardinality("jornadas"."horas_por_dia") = 7 and 0 <= all("jornadas"."horas_por_dia") and 24 >= all("jornadas"."horas_por_dia") and array_position("jornadas"."horas_por_dia", null) is null)
);
--> statement-breakpoint
CREATE TABLE "jornadas_defecto" (
	"desde" date PRIMARY KEY NOT NULL,
	"horas_por_dia" numeric(4, 2)[] NOT NULL,
	CONSTRAINT "jornadas_defecto_horas_ck" CHECK (cardinality("jornadas_defecto"."horas_por_dia") = 7 and 0 <= all("jornadas_defecto"."horas_por_dia") and 24 >= all("jornadas_defecto"."horas_por_dia") and array_position("jornadas_defecto"."horas_por_dia", null) is null)
);
--> statement-breakpoint
CREATE TABLE "recordatorios" (
	"dia" date NOT NULL,
	"usuario_id" integer NOT NULL,
	"estado" text NOT NULL,
	"reclamado_en" timestamp with time zone NOT NULL,
	CONSTRAINT "recordatorios_dia_usuario_id_pk" PRIMARY KEY("dia","usuario_id"),
	CONSTRAINT "recordatorios_estado_ck" CHECK ("recordatorios"."estado" in ('enviando', 'enviado', 'fallido'))
);
--> statement-breakpoint
CREATE TABLE "recordatorios_completos" (
	"dia" date PRIMARY KEY NOT NULL,
	"completado_en" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "alta" date DEFAULT CURRENT_DATE NOT NULL;--> statement-breakpoint
ALTER TABLE "jornadas" ADD CONSTRAINT "jornadas_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recordatorios" ADD CONSTRAINT "recordatorios_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Existing users start on their first hour's day (else today, the column's default).
UPDATE "usuarios" SET "alta" = "primera"."fecha"
FROM (SELECT "usuario_id", min("fecha") AS "fecha" FROM "horas" GROUP BY "usuario_id") AS "primera"
WHERE "primera"."usuario_id" = "usuarios"."id";--> statement-breakpoint
-- The company's jornada from the earliest date: 8 h Monday to Friday, 0 at the weekend.
INSERT INTO "jornadas_defecto" ("desde", "horas_por_dia") VALUES ('1900-01-01', '{8,8,8,8,8,0,0}');
