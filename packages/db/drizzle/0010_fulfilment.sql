CREATE TABLE "hold_shipping_addresses" (
	"hold_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"line1" text NOT NULL,
	"line2" text,
	"city" text NOT NULL,
	"postcode" text NOT NULL,
	"country" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_deliveries" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"carrier" text,
	"tracking_number" text,
	"transfer_email" text,
	"checked_at" timestamp with time zone,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_timeline" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"actor" text NOT NULL,
	"reason" text NOT NULL,
	"from_status_id" integer,
	"to_status_id" integer,
	"detail" jsonb,
	"mail" text,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ticket_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"ticket_index" integer NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seat_numbers" integer[];--> statement-breakpoint
ALTER TABLE "hold_shipping_addresses" ADD CONSTRAINT "hold_shipping_addresses_hold_id_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."holds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_deliveries" ADD CONSTRAINT "order_deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_timeline" ADD CONSTRAINT "order_timeline_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_files" ADD CONSTRAINT "ticket_files_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_deliveries_deadline_idx" ON "order_deliveries" USING btree ("deadline_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_timeline_kind_idx" ON "order_timeline" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "order_timeline_unmailed_idx" ON "order_timeline" USING btree ("id") WHERE "order_timeline"."mail" is not null and "order_timeline"."mailed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_files_ticket_idx" ON "ticket_files" USING btree ("order_id","ticket_index");