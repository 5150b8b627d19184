CREATE TABLE "notification_settings" (
	"buyer_id" integer PRIMARY KEY NOT NULL,
	"price_alerts" boolean DEFAULT true NOT NULL,
	"followed_performers" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;