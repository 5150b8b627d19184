CREATE TABLE "holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"session_id" text NOT NULL,
	"buyer_id" integer,
	"quantity" integer NOT NULL,
	"unit_price_minor" integer NOT NULL,
	"fees_minor" integer NOT NULL,
	"tax_rate_bp" integer NOT NULL,
	"currency" text NOT NULL,
	"lock_request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"converted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"status" text DEFAULT 'live' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"confirmation_number" text NOT NULL,
	"buyer_id" integer NOT NULL,
	"hold_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"listing_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"currency" text NOT NULL,
	"unit_price_minor" integer NOT NULL,
	"fees_minor" integer NOT NULL,
	"subtotal_minor" integer NOT NULL,
	"promo_minor" integer NOT NULL,
	"tax_minor" integer NOT NULL,
	"total_minor" integer NOT NULL,
	"promo_code" text,
	"first_order_discount" boolean DEFAULT false NOT NULL,
	"contact_first_name" text NOT NULL,
	"contact_last_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text,
	"card_brand" text NOT NULL,
	"card_last4" text NOT NULL,
	"payment_reference" text NOT NULL,
	"external_order_id" text,
	"order_status_id" integer DEFAULT 1 NOT NULL,
	"delivery_status_id" integer DEFAULT 3 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_requests" (
	"buyer_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text DEFAULT 'in_progress' NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_requests_buyer_id_idempotency_key_pk" PRIMARY KEY("buyer_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"amount_type" text NOT NULL,
	"discount_percentage" integer,
	"discount_minor" integer,
	"currency" text,
	"category_id" integer,
	"starts_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"max_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "promo_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_hold_id_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "holds_open_listing_idx" ON "holds" USING btree ("listing_id","expires_at") WHERE "holds"."released_at" is null and "holds"."converted_at" is null;--> statement-breakpoint
CREATE INDEX "holds_session_idx" ON "holds" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "holds_buyer_idx" ON "holds" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "order_items_live_listing_idx" ON "order_items" USING btree ("listing_id") WHERE "order_items"."status" = 'live';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_confirmation_idx" ON "orders" USING btree ("confirmation_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_hold_idx" ON "orders" USING btree ("hold_id");--> statement-breakpoint
CREATE INDEX "orders_buyer_idx" ON "orders" USING btree ("buyer_id","created_at");