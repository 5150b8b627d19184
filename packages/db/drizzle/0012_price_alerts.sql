CREATE TABLE "price_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"zone_id" text,
	"section" text,
	"target_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"last_mailed_on" date,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_alerts_event_open_idx" ON "price_alerts" USING btree ("event_id") WHERE "price_alerts"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "price_alerts_buyer_idx" ON "price_alerts" USING btree ("buyer_id","event_id");