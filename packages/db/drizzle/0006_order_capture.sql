ALTER TABLE "orders" ADD COLUMN "captured_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "capture_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Orders written before this migration were captured right after their commit (a failure was
-- only logged, and its authorization has lapsed since): the capture sweeper leaves them alone.
UPDATE "orders" SET "captured_at" = "created_at";--> statement-breakpoint
CREATE INDEX "orders_uncaptured_idx" ON "orders" USING btree ("created_at") WHERE "orders"."captured_at" is null;