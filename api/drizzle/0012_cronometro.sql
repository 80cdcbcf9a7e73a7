CREATE TABLE "cronometros" (
	"usuario_id" integer PRIMARY KEY NOT NULL,
	"inicio" timestamp with time zone NOT NULL,
	"cliente_id" integer,
	"servicio_id" integer,
	"tarea_id" integer,
	"descripcion" text
);
--> statement-breakpoint
ALTER TABLE "cronometros" ADD CONSTRAINT "cronometros_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cronometros" ADD CONSTRAINT "cronometros_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cronometros" ADD CONSTRAINT "cronometros_servicio_id_servicios_id_fk" FOREIGN KEY ("servicio_id") REFERENCES "public"."servicios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cronometros" ADD CONSTRAINT "cronometros_tarea_id_tareas_id_fk" FOREIGN KEY ("tarea_id") REFERENCES "public"."tareas"("id") ON DELETE no action ON UPDATE no action;