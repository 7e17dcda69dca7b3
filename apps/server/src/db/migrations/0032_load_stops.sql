-- PRODUCT.md 16: a load's stops, 2 to 20 in order, as rows of their own. The SPEC fields of
-- the load (origin, extra origin, extra destination, destination and their appointments) stay
-- on the load as the copy every list, card, privacy rule and PDF already reads; they are
-- derived from the stops whenever a load is written (decision 069).
CREATE TABLE "load_stops" (
	"id" serial PRIMARY KEY NOT NULL,
	"load_id" integer NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"location_id" integer NOT NULL,
	"date" date NOT NULL,
	"window_start" text,
	"window_end" text,
	"appointment" text,
	"reference" text,
	"notes" text,
	"arrived_at" timestamp with time zone,
	"departed_at" timestamp with time zone,
	"arrival_source" text,
	"departure_source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "load_stops_position_check" CHECK ("load_stops"."position" >= 0 and "load_stops"."position" < 20),
	CONSTRAINT "load_stops_type_check" CHECK ("load_stops"."type" in ('pickup', 'delivery')),
	CONSTRAINT "load_stops_window_start_check" CHECK ("load_stops"."window_start" is null or "load_stops"."window_start" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "load_stops_window_end_check" CHECK ("load_stops"."window_end" is null or "load_stops"."window_end" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	CONSTRAINT "load_stops_window_order_check" CHECK ("load_stops"."window_start" is null or "load_stops"."window_end" is null or "load_stops"."window_end" >= "load_stops"."window_start"),
	CONSTRAINT "load_stops_arrival_source_check" CHECK ("load_stops"."arrival_source" is null or "load_stops"."arrival_source" in ('dock', 'driver', 'eld', 'manual')),
	CONSTRAINT "load_stops_departure_source_check" CHECK ("load_stops"."departure_source" is null or "load_stops"."departure_source" in ('dock', 'driver', 'eld', 'manual')),
	CONSTRAINT "load_stops_departure_after_arrival_check" CHECK ("load_stops"."departed_at" is null or ("load_stops"."arrived_at" is not null and "load_stops"."departed_at" >= "load_stops"."arrived_at")),
	-- One stop per place in the order; deferred so a reorder may swap positions in one transaction.
	CONSTRAINT "load_stops_load_position_unique" UNIQUE ("load_id", "position") DEFERRABLE INITIALLY DEFERRED
);
--> statement-breakpoint
ALTER TABLE "load_stops" ADD CONSTRAINT "load_stops_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_stops" ADD CONSTRAINT "load_stops_location_id_delivery_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."delivery_locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- A location's day (dock schedules, slots, facility dwell) reads its stops through this.
CREATE INDEX "load_stops_location_date_idx" ON "load_stops" USING btree ("location_id", "date");--> statement-breakpoint
-- Every load as it stands becomes its stops, in the order PRODUCT.md 16 derives the SPEC
-- fields from: origin, extra origin, extra destination (the delivery before the last),
-- destination. The first pickup keeps the ship date and the last delivery the expected
-- delivery date; an extra stop takes its appointment's day, else its side's date.
INSERT INTO "load_stops" ("load_id", "position", "type", "location_id", "date", "appointment")
SELECT s.load_id, (row_number() OVER (PARTITION BY s.load_id ORDER BY s.ord) - 1)::int,
  s.type, s.location_id, s.date, s.appointment
FROM (
  SELECT l.id AS load_id, v.ord, v.type, v.location_id, v.date, v.appointment
  FROM "loads" l
  CROSS JOIN LATERAL (VALUES
    (1, 'pickup', l.origin_location_id, l.date_to_leave, l.appointment_pickup),
    (2, 'pickup', l.extra_origin_location_id,
      CASE WHEN l.extra_appointment_pickup ~ '^\d{4}-\d{2}-\d{2}'
        THEN greatest(left(l.extra_appointment_pickup, 10)::date, l.date_to_leave) ELSE l.date_to_leave END,
      l.extra_appointment_pickup),
    (3, 'delivery', l.extra_destination_location_id,
      CASE WHEN l.extra_appointment_delivery ~ '^\d{4}-\d{2}-\d{2}'
        THEN least(left(l.extra_appointment_delivery, 10)::date, l.expected_delivery_date) ELSE l.expected_delivery_date END,
      l.extra_appointment_delivery),
    (4, 'delivery', l.destination_location_id, l.expected_delivery_date, l.appointment_delivery)
  ) AS v(ord, type, location_id, date, appointment)
  -- A quote request priced between two places (no locations) has no stops.
  WHERE l.origin_location_id IS NOT NULL AND l.destination_location_id IS NOT NULL
    AND v.location_id IS NOT NULL
) s;
--> statement-breakpoint
-- PRODUCT.md 16: a shipper's load templates (the fields of a load without its dates) and the
-- recurring shipments made from them (decision 070).
CREATE TABLE "load_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_by_user_id" integer,
	"name" text NOT NULL,
	"load" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "load_templates_name_check" CHECK (length(trim("load_templates"."name")) > 0)
);
--> statement-breakpoint
ALTER TABLE "load_templates" ADD CONSTRAINT "load_templates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_templates" ADD CONSTRAINT "load_templates_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "load_templates_account_idx" ON "load_templates" USING btree ("account_id", "created_at");--> statement-breakpoint
CREATE TABLE "load_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"created_by_user_id" integer,
	"weekdays" integer[] NOT NULL,
	"loads_per_day" integer DEFAULT 1 NOT NULL,
	"lead_days" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"paused" boolean DEFAULT false NOT NULL,
	"paused_reason" text,
	"load_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "load_schedules_weekdays_check" CHECK (cardinality("load_schedules"."weekdays") between 1 and 7 and "load_schedules"."weekdays" <@ array[1,2,3,4,5,6,7]),
	CONSTRAINT "load_schedules_per_day_check" CHECK ("load_schedules"."loads_per_day" between 1 and 10),
	CONSTRAINT "load_schedules_lead_check" CHECK ("load_schedules"."lead_days" between 1 and 30),
	CONSTRAINT "load_schedules_dates_check" CHECK ("load_schedules"."ends_on" is null or "load_schedules"."ends_on" >= "load_schedules"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "load_schedules" ADD CONSTRAINT "load_schedules_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_schedules" ADD CONSTRAINT "load_schedules_template_id_load_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."load_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_schedules" ADD CONSTRAINT "load_schedules_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "load_schedules_account_idx" ON "load_schedules" USING btree ("account_id", "created_at");--> statement-breakpoint
CREATE INDEX "load_schedules_template_idx" ON "load_schedules" USING btree ("template_id");--> statement-breakpoint
-- The daily sweep reads the schedules that run, never the paused ones.
CREATE INDEX "load_schedules_active_idx" ON "load_schedules" USING btree ("id") WHERE not "load_schedules"."paused";--> statement-breakpoint
-- Each (schedule, ship date, number) is made exactly once: the runner claims the key before
-- it makes the load, in the same transaction, whatever the processes and restarts.
CREATE TABLE "load_schedule_runs" (
	"schedule_id" integer NOT NULL,
	"ship_date" date NOT NULL,
	"number" integer NOT NULL,
	"load_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "load_schedule_runs_pk" PRIMARY KEY ("schedule_id", "ship_date", "number")
);
--> statement-breakpoint
ALTER TABLE "load_schedule_runs" ADD CONSTRAINT "load_schedule_runs_schedule_id_load_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."load_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_schedule_runs" ADD CONSTRAINT "load_schedule_runs_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "load_schedule_runs_load_idx" ON "load_schedule_runs" USING btree ("load_id");
