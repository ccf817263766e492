ALTER TABLE "product_watchers" ADD COLUMN "watch_price" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_watchers" ADD COLUMN "price_at_start" bigint;