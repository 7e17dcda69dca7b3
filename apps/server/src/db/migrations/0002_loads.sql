CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "bids" (
	"id" serial PRIMARY KEY NOT NULL,
	"load_id" integer NOT NULL,
	"carrier_account_id" integer NOT NULL,
	"carrier_user_id" integer,
	"amount_cents" bigint NOT NULL,
	"pickup_date" date,
	"delivery_date" date,
	"notes" text,
	"is_accepted" boolean DEFAULT false NOT NULL,
	"is_rejected" boolean DEFAULT false NOT NULL,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bids_amount_check" CHECK ("bids"."amount_cents" > 0),
	CONSTRAINT "bids_state_check" CHECK (not ("bids"."is_accepted" and "bids"."is_rejected"))
);
--> statement-breakpoint
CREATE TABLE "identifier_sequences" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"last_value" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "load_audience_carriers" (
	"load_id" integer NOT NULL,
	"carrier_account_id" integer NOT NULL,
	CONSTRAINT "load_audience_carriers_load_id_carrier_account_id_pk" PRIMARY KEY("load_id","carrier_account_id")
);
--> statement-breakpoint
CREATE TABLE "load_stars" (
	"load_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "load_stars_user_id_load_id_pk" PRIMARY KEY("user_id","load_id")
);
--> statement-breakpoint
CREATE TABLE "load_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"load_id" integer NOT NULL,
	"status" text NOT NULL,
	"changed_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loads" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_by_user_id" integer,
	"identifier" text,
	"status" text DEFAULT 'unscheduled' NOT NULL,
	"name" text NOT NULL,
	"is_quote" boolean DEFAULT false NOT NULL,
	"origin_location_id" integer,
	"destination_location_id" integer,
	"extra_origin_location_id" integer,
	"extra_destination_location_id" integer,
	"quote_origin" jsonb,
	"quote_destination" jsonb,
	"date_to_leave" date NOT NULL,
	"expected_delivery_date" date NOT NULL,
	"appointment_pickup" text,
	"extra_appointment_pickup" text,
	"appointment_delivery" text,
	"extra_appointment_delivery" text,
	"specs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" text,
	"load_value_cents" bigint,
	"audience_type" text DEFAULT 'all' NOT NULL,
	"audience_list_id" integer,
	"assigned_user_id" integer,
	"assigned_account_id" integer,
	"chosen_quote_user_id" integer,
	"marked_late" boolean DEFAULT false NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loads_status_check" CHECK ("loads"."status" in ('unscheduled', 'scheduled', 'assigned', 'unassigned', 'in_transit', 'delivered') or "loads"."status" like 'cancelled%'),
	CONSTRAINT "loads_dates_check" CHECK ("loads"."expected_delivery_date" >= "loads"."date_to_leave"),
	CONSTRAINT "loads_value_check" CHECK ("loads"."load_value_cents" is null or "loads"."load_value_cents" > 0),
	CONSTRAINT "loads_audience_check" CHECK ("loads"."audience_type" in ('all', 'list', 'carriers', 'marketplace')),
	CONSTRAINT "loads_identifier_check" CHECK ("loads"."is_quote" or "loads"."identifier" is not null)
);
--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_carrier_account_id_accounts_id_fk" FOREIGN KEY ("carrier_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_carrier_user_id_users_id_fk" FOREIGN KEY ("carrier_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identifier_sequences" ADD CONSTRAINT "identifier_sequences_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_audience_carriers" ADD CONSTRAINT "load_audience_carriers_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_audience_carriers" ADD CONSTRAINT "load_audience_carriers_carrier_account_id_accounts_id_fk" FOREIGN KEY ("carrier_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_stars" ADD CONSTRAINT "load_stars_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_stars" ADD CONSTRAINT "load_stars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_status_history" ADD CONSTRAINT "load_status_history_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_status_history" ADD CONSTRAINT "load_status_history_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_origin_location_id_delivery_locations_id_fk" FOREIGN KEY ("origin_location_id") REFERENCES "public"."delivery_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_destination_location_id_delivery_locations_id_fk" FOREIGN KEY ("destination_location_id") REFERENCES "public"."delivery_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_extra_origin_location_id_delivery_locations_id_fk" FOREIGN KEY ("extra_origin_location_id") REFERENCES "public"."delivery_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_extra_destination_location_id_delivery_locations_id_fk" FOREIGN KEY ("extra_destination_location_id") REFERENCES "public"."delivery_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_audience_list_id_carrier_lists_id_fk" FOREIGN KEY ("audience_list_id") REFERENCES "public"."carrier_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_assigned_account_id_accounts_id_fk" FOREIGN KEY ("assigned_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_chosen_quote_user_id_users_id_fk" FOREIGN KEY ("chosen_quote_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bids_one_per_carrier" ON "bids" USING btree ("load_id","carrier_account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bids_one_accepted_per_load" ON "bids" USING btree ("load_id") WHERE "bids"."is_accepted";--> statement-breakpoint
CREATE INDEX "bids_carrier_idx" ON "bids" USING btree ("carrier_account_id");--> statement-breakpoint
CREATE INDEX "load_audience_carrier_idx" ON "load_audience_carriers" USING btree ("carrier_account_id");--> statement-breakpoint
CREATE INDEX "load_stars_load_idx" ON "load_stars" USING btree ("load_id");--> statement-breakpoint
CREATE INDEX "load_status_history_load_idx" ON "load_status_history" USING btree ("load_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loads_identifier_unique" ON "loads" USING btree ("account_id","identifier");--> statement-breakpoint
CREATE INDEX "loads_account_created_idx" ON "loads" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "loads_account_status_idx" ON "loads" USING btree ("account_id","status");--> statement-breakpoint
CREATE INDEX "loads_account_date_idx" ON "loads" USING btree ("account_id","date_to_leave");--> statement-breakpoint
CREATE INDEX "loads_assigned_account_idx" ON "loads" USING btree ("assigned_account_id","status");--> statement-breakpoint
CREATE INDEX "loads_open_marketplace_idx" ON "loads" USING btree ("audience_type","status");--> statement-breakpoint
CREATE INDEX "loads_search_trgm_idx" ON "loads" USING gin ("search_text" gin_trgm_ops);