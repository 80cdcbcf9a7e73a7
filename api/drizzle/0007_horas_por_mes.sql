-- Edited by hand after the generated part: the triggers that keep `horas_por_mes` equal to the
-- sums of `horas` (one aggregated upsert per statement, so a bulk load costs one pass), and the
-- months already logged (see src/db/schema.ts, `horasPorMes`).
CREATE TABLE "horas_por_mes" (
	"mes" date NOT NULL,
	"usuario_id" integer NOT NULL,
	"cliente_id" integer,
	"servicio_id" integer,
	"tarea_id" integer NOT NULL,
	"senorityhora" text NOT NULL,
	"centesimos" bigint NOT NULL,
	"registros" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "horas_por_mes_uq" ON "horas_por_mes" USING btree ("mes","usuario_id",coalesce("cliente_id", 0),coalesce("servicio_id", 0),"tarea_id","senorityhora");
--> statement-breakpoint
CREATE FUNCTION horas_por_mes_sumar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO horas_por_mes AS r (mes, usuario_id, cliente_id, servicio_id, tarea_id, senorityhora, centesimos, registros)
    SELECT date_trunc('month', fecha::timestamp)::date, usuario_id, cliente_id, servicio_id, tarea_id, senorityhora, -sum((horas * 100)::int), -count(*)
    FROM viejas GROUP BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (mes, usuario_id, (coalesce(cliente_id, 0)), (coalesce(servicio_id, 0)), tarea_id, senorityhora)
    DO UPDATE SET centesimos = r.centesimos + excluded.centesimos, registros = r.registros + excluded.registros;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO horas_por_mes AS r (mes, usuario_id, cliente_id, servicio_id, tarea_id, senorityhora, centesimos, registros)
    SELECT date_trunc('month', fecha::timestamp)::date, usuario_id, cliente_id, servicio_id, tarea_id, senorityhora, sum((horas * 100)::int), count(*)
    FROM nuevas GROUP BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (mes, usuario_id, (coalesce(cliente_id, 0)), (coalesce(servicio_id, 0)), tarea_id, senorityhora)
    DO UPDATE SET centesimos = r.centesimos + excluded.centesimos, registros = r.registros + excluded.registros;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER horas_por_mes_alta AFTER INSERT ON horas REFERENCING NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION horas_por_mes_sumar();
--> statement-breakpoint
CREATE TRIGGER horas_por_mes_cambio AFTER UPDATE ON horas REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION horas_por_mes_sumar();
--> statement-breakpoint
CREATE TRIGGER horas_por_mes_baja AFTER DELETE ON horas REFERENCING OLD TABLE AS viejas FOR EACH STATEMENT EXECUTE FUNCTION horas_por_mes_sumar();
--> statement-breakpoint
CREATE FUNCTION horas_por_mes_vaciar() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM horas_por_mes;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER horas_por_mes_truncate AFTER TRUNCATE ON horas FOR EACH STATEMENT EXECUTE FUNCTION horas_por_mes_vaciar();
--> statement-breakpoint
INSERT INTO horas_por_mes (mes, usuario_id, cliente_id, servicio_id, tarea_id, senorityhora, centesimos, registros)
SELECT date_trunc('month', fecha::timestamp)::date, usuario_id, cliente_id, servicio_id, tarea_id, senorityhora, sum((horas * 100)::int), count(*)
FROM horas GROUP BY 1, 2, 3, 4, 5, 6;
