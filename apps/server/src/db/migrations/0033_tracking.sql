-- PRODUCT.md 18: tracking without phone calls. The driver link (its token kept hashed), the
-- positions (at most one a minute per load: the unique minute is the thinning and makes a
-- repeated poll or request store nothing twice; arrivals and departures are the stops' own
-- columns, 0032), the per-load tracking state (the last checked position, the ETA, the ELD
-- connection), the carriers' quiet hours, check-call requests and the driver's idempotent taps.
CREATE TABLE "driver_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"load_id" integer NOT NULL REFERENCES "loads"("id") ON DELETE cascade,
	"token_hash" text NOT NULL,
	"driver_name" text NOT NULL,
	"driver_phone" text,
	"fleet_driver_id" integer REFERENCES "drivers"("id") ON DELETE set null,
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE cascade,
	"created_by_user_id" integer REFERENCES "users"("id") ON DELETE set null,
	"sharing" boolean DEFAULT false NOT NULL,
	"sharing_changed_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "driver_links_token_unique" ON "driver_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "driver_links_load_idx" ON "driver_links" USING btree ("load_id");--> statement-breakpoint
CREATE TABLE "load_positions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"load_id" integer NOT NULL REFERENCES "loads"("id") ON DELETE cascade,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"minute" bigint NOT NULL,
	"accuracy_m" real,
	"speed_mph" real,
	"source" text NOT NULL,
	CONSTRAINT "load_positions_source_check" CHECK ("load_positions"."source" in ('driver', 'eld')),
	CONSTRAINT "load_positions_coordinates_check" CHECK ("load_positions"."lat" between -90 and 90 and "load_positions"."lon" between -180 and 180)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "load_positions_minute_unique" ON "load_positions" USING btree ("load_id","minute");--> statement-breakpoint
CREATE INDEX "load_positions_at_idx" ON "load_positions" USING btree ("at");--> statement-breakpoint
CREATE TABLE "load_tracking_states" (
	"id" serial PRIMARY KEY NOT NULL,
	"load_id" integer NOT NULL REFERENCES "loads"("id") ON DELETE cascade,
	"last_lat" double precision,
	"last_lon" double precision,
	"last_at" timestamp with time zone,
	"last_source" text,
	"last_driver_at" timestamp with time zone,
	"last_eld_at" timestamp with time zone,
	"eta" timestamp with time zone,
	"eta_stop_id" integer,
	"eld_provider" text,
	"eld_vehicle_id" text,
	"eld_connected_at" timestamp with time zone,
	"eld_polled_at" timestamp with time zone,
	"eld_error" text,
	"eld_error_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "load_tracking_states_load_unique" ON "load_tracking_states" USING btree ("load_id");--> statement-breakpoint
CREATE INDEX "load_tracking_states_eld_idx" ON "load_tracking_states" USING btree ("load_id") WHERE "eld_vehicle_id" is not null;--> statement-breakpoint
CREATE TABLE "quiet_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE cascade,
	"start" text NOT NULL,
	"end" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "quiet_hours_account_unique" ON "quiet_hours" USING btree ("account_id");--> statement-breakpoint
CREATE TABLE "check_call_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"load_id" integer NOT NULL REFERENCES "loads"("id") ON DELETE cascade,
	"requested_by_user_id" integer REFERENCES "users"("id") ON DELETE set null,
	"status" text NOT NULL,
	"held_until" timestamp with time zone,
	"reason" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_call_requests_status_check" CHECK ("check_call_requests"."status" in ('sent', 'held'))
);
--> statement-breakpoint
CREATE INDEX "check_call_requests_load_idx" ON "check_call_requests" USING btree ("load_id","id");--> statement-breakpoint
CREATE TABLE "driver_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"link_id" integer NOT NULL REFERENCES "driver_links"("id") ON DELETE cascade,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "driver_actions_key_unique" ON "driver_actions" USING btree ("link_id","idempotency_key");
