CREATE TABLE "seed_sections" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
