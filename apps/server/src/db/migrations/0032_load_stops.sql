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
