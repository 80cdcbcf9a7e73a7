CREATE TABLE "tokens_cuenta" (
	"id" serial PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"proposito" text NOT NULL,
	"hash" text NOT NULL,
	"creado" timestamp with time zone NOT NULL,
	"vence" timestamp with time zone NOT NULL,
	"fin" timestamp with time zone,
	CONSTRAINT "tokens_cuenta_proposito_ck" CHECK ("tokens_cuenta"."proposito" in ('invitacion', 'restablecer'))
);
--> statement-breakpoint
ALTER TABLE "usuarios" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tokens_cuenta" ADD CONSTRAINT "tokens_cuenta_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tokens_cuenta_hash_uq" ON "tokens_cuenta" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "tokens_cuenta_usuario_idx" ON "tokens_cuenta" USING btree ("usuario_id","proposito","creado");