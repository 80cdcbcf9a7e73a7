-- Written by hand (no table changes): the history's time is the database's, and each change of the
-- retention is itself a record of the history (see api/README.md, "History of changes").
--
-- Whatever an INSERT says of `en`, a record is of its transaction's time: a backdated record cannot
-- be forged (and then purged by the retention). Seeding old records takes the table's owner with
-- session_replication_role = replica (api/src/seed/historial-antiguo.ts).
CREATE FUNCTION "historial_en_ahora"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.en := now();
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "historial_en_del_servidor" BEFORE INSERT ON "historial" FOR EACH ROW EXECUTE FUNCTION "historial_en_ahora"();--> statement-breakpoint
-- A real change of the retention (not the unchanged rewrite of every start) is recorded: entity
-- 'configuracion', no actor (the start-up's HISTORIAL_MESES, or whoever wrote the row by hand).
CREATE FUNCTION "historial_retencion_registrada"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  antes integer := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE OLD.meses END;
  despues integer := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE NEW.meses END;
BEGIN
  IF antes IS DISTINCT FROM despues THEN
    INSERT INTO historial (entidad, accion, cambios) VALUES ('configuracion', 'modificar', json_build_object('historialMeses', json_build_array(antes, despues)));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "historial_retencion_cambio" AFTER INSERT OR UPDATE OR DELETE ON "historial_retencion" FOR EACH ROW EXECUTE FUNCTION "historial_retencion_registrada"();
