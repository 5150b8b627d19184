CREATE TABLE "price_history" (
	"event_id" integer NOT NULL,
	"day" date NOT NULL,
	"zone_id" text NOT NULL,
	"zone_name" text NOT NULL,
	"currency" text NOT NULL,
	"lowest_all_in_minor" integer NOT NULL,
	CONSTRAINT "price_history_event_id_day_zone_id_pk" PRIMARY KEY("event_id","day","zone_id")
);
--> statement-breakpoint
CREATE TABLE "price_snapshot_days" (
	"day" date PRIMARY KEY NOT NULL,
	"events" integer NOT NULL,
	"completed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;