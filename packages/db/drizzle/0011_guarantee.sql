CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"event_id" integer,
	"order_id" integer,
	"detail" jsonb NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"status" text NOT NULL,
	"starts_at" timestamp with time zone,
	"origin" text NOT NULL,
	"reason" text NOT NULL,
	"state" text NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guarantee_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"change_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"refunded_at" timestamp with time zone,
	"mail_claimed_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_changes" ADD CONSTRAINT "event_changes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantee_tasks" ADD CONSTRAINT "guarantee_tasks_change_id_event_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."event_changes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guarantee_tasks" ADD CONSTRAINT "guarantee_tasks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_order_idx" ON "audit_log" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_event_idx" ON "audit_log" USING btree ("event_id","at");--> statement-breakpoint
CREATE INDEX "event_changes_state_idx" ON "event_changes" USING btree ("state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "guarantee_tasks_change_order_idx" ON "guarantee_tasks" USING btree ("change_id","order_id");--> statement-breakpoint
CREATE INDEX "guarantee_tasks_open_idx" ON "guarantee_tasks" USING btree ("id") WHERE "guarantee_tasks"."mailed_at" is null;--> statement-breakpoint
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
