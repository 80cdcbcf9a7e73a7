CREATE TABLE "filas_tabla" (
	"usuario_id" integer NOT NULL,
	"lunes" date NOT NULL,
	"posicion" integer NOT NULL,
	"cliente_id" integer,
	"servicio_id" integer,
	"tarea_id" integer NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	CONSTRAINT "filas_tabla_usuario_id_lunes_posicion_pk" PRIMARY KEY("usuario_id","lunes","posicion")
);
--> statement-breakpoint
ALTER TABLE "filas_tabla" ADD CONSTRAINT "filas_tabla_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filas_tabla" ADD CONSTRAINT "filas_tabla_cliente_id_clientes_id_fk" FOREIGN KEY ("cliente_id") REFERENCES "public"."clientes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filas_tabla" ADD CONSTRAINT "filas_tabla_servicio_id_servicios_id_fk" FOREIGN KEY ("servicio_id") REFERENCES "public"."servicios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filas_tabla" ADD CONSTRAINT "filas_tabla_tarea_id_tareas_id_fk" FOREIGN KEY ("tarea_id") REFERENCES "public"."tareas"("id") ON DELETE no action ON UPDATE no action;