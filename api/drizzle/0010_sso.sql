CREATE TABLE "sso_codigos" (
	"hash" text PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"vence" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_pendientes" (
	"state" text PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"verificador" text NOT NULL,
	"vence" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "oidc_issuer" text;--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "oidc_sub" text;--> statement-breakpoint
ALTER TABLE "sso_codigos" ADD CONSTRAINT "sso_codigos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "usuarios_oidc_uq" ON "usuarios" USING btree ("oidc_issuer","oidc_sub");--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_oidc_ck" CHECK (("usuarios"."oidc_issuer" is null) = ("usuarios"."oidc_sub" is null));