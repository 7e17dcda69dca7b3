-- PRODUCT.md 21, reputation both ways and claims (decisions 079, 080): ratings after delivery,
-- the scores kept from them by deltas (a rating adds to its subject's sums in its own
-- transaction; a low one when its 7 pending days are over), and loss and damage claims with
-- their clock dates, so the reminder and overdue jobs read an index, never the history.
CREATE TABLE "ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"load_id" integer NOT NULL REFERENCES "loads"("id") ON DELETE cascade,
	"by_side" text NOT NULL,
	"author_account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE cascade,
	"author_user_id" integer REFERENCES "users"("id") ON DELETE set null,
	"subject" text NOT NULL,
	"subject_id" integer NOT NULL,
	"rated_account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE cascade,
	"stars" integer NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"comment" text,
	"reply" text,
	"replied_at" timestamp with time zone,
	"replied_by_user_id" integer REFERENCES "users"("id") ON DELETE set null,
	"visible_from" timestamp with time zone NOT NULL,
	"counted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_stars_check" CHECK ("ratings"."stars" between 1 and 5),
	CONSTRAINT "ratings_subject_check" CHECK ("ratings"."subject" in ('carrier', 'shipper', 'location')),
	CONSTRAINT "ratings_by_side_check" CHECK ("ratings"."by_side" in ('carrier', 'shipper'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_once" ON "ratings" USING btree ("load_id","author_account_id","subject","subject_id");--> statement-breakpoint
CREATE INDEX "ratings_subject_idx" ON "ratings" USING btree ("subject","subject_id","id");--> statement-breakpoint
CREATE INDEX "ratings_rated_idx" ON "ratings" USING btree ("rated_account_id","id");--> statement-breakpoint
CREATE TABLE "reputation_scores" (
	"subject" text NOT NULL,
	"subject_id" integer NOT NULL,
	"stars_sum" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reputation_scores_subject_subject_id_pk" PRIMARY KEY("subject","subject_id")
);--> statement-breakpoint
CREATE TABLE "claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"load_id" integer NOT NULL REFERENCES "loads"("id") ON DELETE cascade,
	"shipper_account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE cascade,
	"carrier_account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE cascade,
	"filed_by_user_id" integer REFERENCES "users"("id") ON DELETE set null,
	"type" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"description" text NOT NULL,
	"document_ids" integer[] DEFAULT '{}' NOT NULL,
	"status" text DEFAULT 'filed' NOT NULL,
	"filed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledge_by" date NOT NULL,
	"remind_on" date NOT NULL,
	"decide_by" date NOT NULL,
	"time_zone" text NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"decision" text,
	"decision_amount_cents" bigint,
	"decision_reason" text,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" integer REFERENCES "users"("id") ON DELETE set null,
	"overdue" boolean DEFAULT false NOT NULL,
	"reminded_at" timestamp with time zone,
	"deducted_cents" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claims_type_check" CHECK ("claims"."type" in ('loss', 'damage', 'shortage', 'delay')),
	CONSTRAINT "claims_status_check" CHECK ("claims"."status" in ('filed', 'acknowledged', 'paid', 'declined', 'partial', 'closed')),
	CONSTRAINT "claims_amount_check" CHECK ("claims"."amount_cents" >= 0),
	CONSTRAINT "claims_decision_check" CHECK ("claims"."decision" is null or "claims"."decision" in ('pay', 'decline', 'partial'))
);--> statement-breakpoint
CREATE INDEX "claims_shipper_idx" ON "claims" USING btree ("shipper_account_id","id");--> statement-breakpoint
CREATE INDEX "claims_carrier_idx" ON "claims" USING btree ("carrier_account_id","id");--> statement-breakpoint
CREATE INDEX "claims_load_idx" ON "claims" USING btree ("load_id");--> statement-breakpoint
CREATE INDEX "claims_open_clock_idx" ON "claims" USING btree ("acknowledge_by","decide_by") WHERE "claims"."status" in ('filed', 'acknowledged');
