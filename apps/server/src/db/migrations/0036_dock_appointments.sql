-- PRODUCT.md 17, dock appointments (decision 071): the docks and slot rules of an appointment
-- location, and the booked appointments. Two appointments of one dock never overlap: the
-- exclusion constraint below refuses the second one (23P01) however many requests race for the
-- last dock, so the check is the database's, not the service's.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "docks" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE cascade,
	"location_id" integer NOT NULL REFERENCES "delivery_locations"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"kind" text DEFAULT 'both' NOT NULL,
	"equipment_types" text[] DEFAULT '{}' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "docks_kind_check" CHECK ("kind" in ('pickup', 'delivery', 'both'))
);--> statement-breakpoint
CREATE INDEX "docks_location_idx" ON "docks" USING btree ("location_id", "id");--> statement-breakpoint
CREATE TABLE "slot_rules" (
	"location_id" integer PRIMARY KEY NOT NULL REFERENCES "delivery_locations"("id") ON DELETE cascade,
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE cascade,
	"live_minutes" integer DEFAULT 60 NOT NULL,
	"drop_minutes" integer DEFAULT 30 NOT NULL,
	"preload_minutes" integer DEFAULT 30 NOT NULL,
	"lead_hours" integer DEFAULT 24 NOT NULL,
	"horizon_days" integer DEFAULT 14 NOT NULL,
	"change_cutoff_hours" integer DEFAULT 12 NOT NULL,
	"closed_dates" date[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "dock_appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"stop_id" integer NOT NULL REFERENCES "load_stops"("id") ON DELETE cascade,
	"load_id" integer NOT NULL,
	"dock_id" integer NOT NULL REFERENCES "docks"("id") ON DELETE restrict,
	"location_id" integer NOT NULL REFERENCES "delivery_locations"("id") ON DELETE cascade,
	"shipper_account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE cascade,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"loading_type" text NOT NULL,
	"booked_by_user_id" integer REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dock_appointments_order_check" CHECK ("ends_at" > "starts_at"),
	CONSTRAINT "dock_appointments_loading_type_check" CHECK ("loading_type" in ('live', 'drop', 'preload'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "dock_appointments_stop_unique" ON "dock_appointments" USING btree ("stop_id");--> statement-breakpoint
CREATE INDEX "dock_appointments_location_idx" ON "dock_appointments" USING btree ("location_id", "starts_at");--> statement-breakpoint
CREATE INDEX "dock_appointments_load_idx" ON "dock_appointments" USING btree ("load_id");--> statement-breakpoint
ALTER TABLE "dock_appointments" ADD CONSTRAINT "dock_appointments_no_overlap" EXCLUDE USING gist ("dock_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&);
