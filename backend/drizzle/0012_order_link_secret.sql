CREATE TABLE "shop_secrets" (
	"name" varchar(32) PRIMARY KEY NOT NULL,
	"value" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
