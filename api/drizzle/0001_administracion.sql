DROP INDEX "areas_nombre_uq";--> statement-breakpoint
ALTER TABLE "areas" ADD COLUMN "activo" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "servicios" ADD COLUMN "activo" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tareas" ADD COLUMN "activo" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "activo" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "version_sesion" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "areas_nombre_normalizado_uq" ON "areas" USING btree (lower(btrim(regexp_replace(normalize("nombre", NFKC), '[[:space:]]+', ' ', 'g'))));--> statement-breakpoint
CREATE UNIQUE INDEX "servicios_area_nombre_normalizado_uq" ON "servicios" USING btree ("area_id",lower(btrim(regexp_replace(normalize("nombre", NFKC), '[[:space:]]+', ' ', 'g'))));--> statement-breakpoint
CREATE UNIQUE INDEX "tareas_servicio_nombre_normalizado_uq" ON "tareas" USING btree (coalesce("servicio_id", 0),lower(btrim(regexp_replace(normalize("nombre", NFKC), '[[:space:]]+', ' ', 'g'))));