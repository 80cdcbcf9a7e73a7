CREATE TABLE "login_fallos" (
	"clave" text PRIMARY KEY NOT NULL,
	"desde" timestamp with time zone NOT NULL,
	"fallos" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "secretos" (
	"nombre" text PRIMARY KEY NOT NULL,
	"valor" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "login_fallos_desde_idx" ON "login_fallos" USING btree ("desde");