CREATE TABLE "bid_counters" (
	"id" serial PRIMARY KEY NOT NULL,
	"bid_id" integer NOT NULL,
	"by" text NOT NULL,
	"by_user_id" integer,
	"amount_cents" bigint NOT NULL,
	"pickup_date" date,
	"delivery_date" date,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bid_counters_by_check" CHECK ("bid_counters"."by" in ('shipper', 'carrier')),
	CONSTRAINT "bid_counters_status_check" CHECK ("bid_counters"."status" in ('open', 'accepted', 'declined', 'superseded')),
	CONSTRAINT "bid_counters_amount_check" CHECK ("bid_counters"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "valid_until" timestamp with time zone;--> statement-breakpoint
UPDATE "bids" SET "status" = CASE WHEN "is_accepted" THEN 'accepted' WHEN "is_rejected" THEN 'rejected' ELSE 'pending' END;--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "bid_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "award_rule" text DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "target_rate_cents" bigint;--> statement-breakpoint
ALTER TABLE "bid_counters" ADD CONSTRAINT "bid_counters_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_counters" ADD CONSTRAINT "bid_counters_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bid_counters_bid_idx" ON "bid_counters" USING btree ("bid_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bid_counters_one_open" ON "bid_counters" USING btree ("bid_id") WHERE "bid_counters"."status" = 'open';--> statement-breakpoint
CREATE INDEX "bids_load_status_idx" ON "bids" USING btree ("load_id","status");--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_status_check" CHECK ("bids"."status" in ('pending', 'accepted', 'rejected', 'withdrawn') and ("bids"."status" = 'accepted') = "bids"."is_accepted");--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_award_rule_check" CHECK ("loads"."award_rule" in ('manual', 'lowest', 'lowest_under_target'));