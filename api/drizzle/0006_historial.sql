-- Edited by hand after the generated part: the retention row, and the triggers that keep the
-- history append-only on PostgreSQL and PGlite alike (see src/db/schema.ts, `historial`).
CREATE TABLE "historial" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "historial_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"en" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"usuario_id" integer,
	"origen" "inet",
	"entidad" text NOT NULL,
	"entidad_id" text,
	"accion" text NOT NULL,
	"actor_nombre" text,
	"actor_apellidos" text,
	"cambios" json NOT NULL,
	CONSTRAINT "historial_en_id_pk" PRIMARY KEY("en","id")
);
--> statement-breakpoint
CREATE TABLE "historial_retencion" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"meses" integer,
	CONSTRAINT "historial_retencion_unica_ck" CHECK ("historial_retencion"."id" = 1),
	CONSTRAINT "historial_retencion_meses_ck" CHECK ("historial_retencion"."meses" > 0)
);
--> statement-breakpoint
CREATE INDEX "historial_usuario_idx" ON "historial" USING btree ("usuario_id","en");--> statement-breakpoint
CREATE INDEX "historial_entidad_id_idx" ON "historial" USING btree ("entidad_id");--> statement-breakpoint
CREATE INDEX "historial_entidad_idx" ON "historial" USING btree ("entidad","en") WHERE "historial"."entidad" <> 'hora';--> statement-breakpoint
CREATE INDEX "historial_actor_idx" ON "historial" USING btree ("actor_id");--> statement-breakpoint
INSERT INTO "historial_retencion" ("id", "meses") VALUES (1, NULL);--> statement-breakpoint
-- Refuses every UPDATE, DELETE and TRUNCATE of the history, except the DELETE of a record older
-- than the retention (historial_retencion.meses, null = kept for ever), measured on the database's
-- clock: the retention purge.
CREATE FUNCTION "historial_solo_agregar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.en < now() - make_interval(months => (SELECT r.meses FROM historial_retencion r WHERE r.id = 1)) THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION 'El historial no admite %: sus registros no se modifican ni se borran (solo la purga borra los anteriores a HISTORIAL_MESES).', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "historial_sin_cambios" BEFORE UPDATE OR DELETE ON "historial" FOR EACH ROW EXECUTE FUNCTION "historial_solo_agregar"();--> statement-breakpoint
CREATE TRIGGER "historial_sin_vaciado" BEFORE TRUNCATE ON "historial" FOR EACH STATEMENT EXECUTE FUNCTION "historial_solo_agregar"();
