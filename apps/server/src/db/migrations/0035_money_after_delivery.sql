-- PRODUCT.md 19, the money after delivery: accessorial terms (the shipper's, a lane's with
-- nulls that inherit), accessorial lines, self-billed invoices with their timeline, carriers'
-- payment details and the shipper's days to pay kept by day (no recount of its history).
CREATE TABLE "accessorial_terms" (
	"account_id" integer PRIMARY KEY NOT NULL REFERENCES "accounts"("id") ON DELETE cascade,
	"terms" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "lane_accessorial_terms" (
	"lane_id" integer PRIMARY KEY NOT NULL REFERENCES "lanes"("id") ON DELETE cascade,
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE cascade,
	"terms" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "accessorials" (
	"id" serial PRIMARY KEY NOT NULL,
	"load_id" integer NOT NULL REFERENCES "loads"("id") ON DELETE cascade,
	"shipper_account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE cascade,
	"carrier_account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE cascade,
	"stop_id" integer,
	"type" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"minutes" integer,
	"note" text,
	"document_id" integer REFERENCES "load_documents"("id") ON DELETE set null,
	"status" text DEFAULT 'pending' NOT NULL,
	"source" text NOT NULL,
	"arrived_at" timestamp with time zone,
	"departed_at" timestamp with time zone,
	"arrival_source" text,
	"departure_source" text,
	"dispute_reason" text,
	"auto_approve_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" integer REFERENCES "users"("id") ON DELETE set null,
	"created_by_user_id" integer REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accessorials_type_check" CHECK ("accessorials"."type" in ('detention', 'layover', 'tonu', 'driver_assist', 'stop_off', 'lumper', 'other')),
	CONSTRAINT "accessorials_status_check" CHECK ("accessorials"."status" in ('pending', 'approved', 'disputed')),
	CONSTRAINT "accessorials_source_check" CHECK ("accessorials"."source" in ('auto', 'carrier')),
	CONSTRAINT "accessorials_amount_check" CHECK ("accessorials"."amount_cents" >= 0 and "accessorials"."amount_cents" <= 100000000)
);--> statement-breakpoint
CREATE INDEX "accessorials_load_idx" ON "accessorials" USING btree ("load_id","id");--> statement-breakpoint
CREATE INDEX "accessorials_pending_idx" ON "accessorials" USING btree ("auto_approve_at") WHERE "accessorials"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "accessorials_auto_once" ON "accessorials" USING btree ("stop_id","type") WHERE "accessorials"."source" = 'auto';--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"load_id" integer NOT NULL REFERENCES "loads"("id") ON DELETE cascade,
	"shipper_account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE cascade,
	"carrier_account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE cascade,
	"lines" jsonb NOT NULL,
	"total_cents" bigint NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_on" date NOT NULL,
	"due_on" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"pay_on" date,
	"paid_at" timestamp with time zone,
	"reference" text,
	"hold_reason" text,
	"held_from" text,
	"quick_pay_fee_cents" bigint,
	"quick_pay_net_cents" bigint,
	"quick_pay_by" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('open', 'scheduled', 'paid', 'on_hold'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_load_unique" ON "invoices" USING btree ("load_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_unique" ON "invoices" USING btree ("shipper_account_id","number");--> statement-breakpoint
CREATE INDEX "invoices_shipper_idx" ON "invoices" USING btree ("shipper_account_id","status","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_carrier_idx" ON "invoices" USING btree ("carrier_account_id","status","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_pay_on_idx" ON "invoices" USING btree ("shipper_account_id","pay_on");--> statement-breakpoint
CREATE TABLE "invoice_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL REFERENCES "invoices"("id") ON DELETE cascade,
	"status" text NOT NULL,
	"note" text,
	"by_user_id" integer REFERENCES "users"("id") ON DELETE set null,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "invoice_events_invoice_idx" ON "invoice_events" USING btree ("invoice_id","id");--> statement-breakpoint
CREATE TABLE "invoice_sequences" (
	"account_id" integer PRIMARY KEY NOT NULL REFERENCES "accounts"("id") ON DELETE cascade,
	"last" integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE TABLE "payment_details" (
	"account_id" integer PRIMARY KEY NOT NULL REFERENCES "accounts"("id") ON DELETE cascade,
	"routing_number" text NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"pending_code_hash" text,
	"pending_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "shipper_pay_days" (
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE cascade,
	"day" date NOT NULL,
	"paid_count" integer DEFAULT 0 NOT NULL,
	"days_sum" integer DEFAULT 0 NOT NULL,
	"on_time_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shipper_pay_days_account_id_day_pk" PRIMARY KEY("account_id","day")
);
