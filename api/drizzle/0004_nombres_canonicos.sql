-- Edited by hand: the canonical columns are added nullable; `completarFormasCanonicas`
-- (src/db/formas-canonicas.ts, run by migrate() right after this file) fills them with the
-- same function the API writes them with, stops naming any two rows equal in that form, and only
-- then sets them NOT NULL (the snapshot's state). Existing NULLs never collide in the new indexes.
DROP INDEX "areas_nombre_normalizado_uq";--> statement-breakpoint
DROP INDEX "clientes_nombre_lower_uq";--> statement-breakpoint
DROP INDEX "servicios_area_nombre_normalizado_uq";--> statement-breakpoint
DROP INDEX "tareas_servicio_nombre_normalizado_uq";--> statement-breakpoint
DROP INDEX "usuarios_email_lower_uq";--> statement-breakpoint
ALTER TABLE "areas" ADD COLUMN "nombre_canonico" text;--> statement-breakpoint
ALTER TABLE "clientes" ADD COLUMN "nombre_canonico" text;--> statement-breakpoint
ALTER TABLE "servicios" ADD COLUMN "nombre_canonico" text;--> statement-breakpoint
ALTER TABLE "tareas" ADD COLUMN "nombre_canonico" text;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "email_canonico" text;--> statement-breakpoint
CREATE UNIQUE INDEX "areas_nombre_canonico_uq" ON "areas" USING btree ("nombre_canonico");--> statement-breakpoint
CREATE UNIQUE INDEX "clientes_nombre_canonico_uq" ON "clientes" USING btree ("nombre_canonico");--> statement-breakpoint
CREATE UNIQUE INDEX "servicios_area_nombre_canonico_uq" ON "servicios" USING btree ("area_id","nombre_canonico");--> statement-breakpoint
CREATE UNIQUE INDEX "tareas_servicio_nombre_canonico_uq" ON "tareas" USING btree (coalesce("servicio_id", 0),"nombre_canonico");--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_email_canonico_uq" ON "usuarios" USING btree ("email_canonico");