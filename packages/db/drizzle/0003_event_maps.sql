CREATE TABLE "event_maps" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"seat_map_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seat_maps" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_hash" text NOT NULL,
	"map_data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seat_maps_content_hash_unique" UNIQUE("content_hash")
);
--> statement-breakpoint
ALTER TABLE "event_maps" ADD CONSTRAINT "event_maps_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_maps" ADD CONSTRAINT "event_maps_seat_map_id_seat_maps_id_fk" FOREIGN KEY ("seat_map_id") REFERENCES "public"."seat_maps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_maps_seat_map_idx" ON "event_maps" USING btree ("seat_map_id");