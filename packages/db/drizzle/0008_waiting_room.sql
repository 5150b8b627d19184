CREATE TABLE "waiting_rooms" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"admit_per_second" double precision NOT NULL,
	"tokens" double precision DEFAULT 0 NOT NULL,
	"refilled_at" timestamp with time zone NOT NULL,
	"closed_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "waiting_room_fans" (
	"event_id" integer NOT NULL,
	"fan_id" uuid NOT NULL,
	"rank" double precision NOT NULL,
	"arrived_at" timestamp with time zone NOT NULL,
	"admitted_at" timestamp with time zone,
	"admission_id" uuid,
	"admission_expires_at" timestamp with time zone,
	"hold_session_id" text,
	CONSTRAINT "waiting_room_fans_event_id_fan_id_pk" PRIMARY KEY("event_id","fan_id"),
	CONSTRAINT "waiting_room_fans_admission_id_unique" UNIQUE("admission_id")
);
--> statement-breakpoint
ALTER TABLE "waiting_rooms" ADD CONSTRAINT "waiting_rooms_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_room_fans" ADD CONSTRAINT "waiting_room_fans_event_id_waiting_rooms_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."waiting_rooms"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waiting_room_fans_queue_idx" ON "waiting_room_fans" USING btree ("event_id","rank") WHERE "waiting_room_fans"."admitted_at" is null;
