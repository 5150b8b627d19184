CREATE TABLE "follow_event_mails" (
	"buyer_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "follow_event_mails_buyer_id_event_id_pk" PRIMARY KEY("buyer_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "performer_follows" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"performer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"buyer_id" integer PRIMARY KEY NOT NULL,
	"price_alerts" boolean DEFAULT true NOT NULL,
	"followed_performers" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "follow_event_mails" ADD CONSTRAINT "follow_event_mails_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_event_mails" ADD CONSTRAINT "follow_event_mails_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performer_follows" ADD CONSTRAINT "performer_follows_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performer_follows" ADD CONSTRAINT "performer_follows_performer_id_performers_id_fk" FOREIGN KEY ("performer_id") REFERENCES "public"."performers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "performer_follows_buyer_performer_idx" ON "performer_follows" USING btree ("buyer_id","performer_id");--> statement-breakpoint
CREATE INDEX "performer_follows_performer_idx" ON "performer_follows" USING btree ("performer_id");