CREATE TABLE "drivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"license_number" text NOT NULL,
	"license_state" text NOT NULL,
	"license_expiry" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"notes" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drivers_status_check" CHECK ("drivers"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "equipment" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"unit_number" text NOT NULL,
	"equipment_type" text NOT NULL,
	"plate" text,
	"plate_state" text,
	"vin" text,
	"year" integer,
	"make" text,
	"capacity_lbs" integer,
	"length_ft" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"notes" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "equipment_status_check" CHECK ("equipment"."status" in ('active', 'out_of_service'))
);
--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "fleet_driver_id" integer;--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "fleet_equipment_id" integer;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drivers_account_name_idx" ON "drivers" USING btree ("account_id",lower("last_name"),lower("first_name"));--> statement-breakpoint
CREATE INDEX "drivers_account_expiry_idx" ON "drivers" USING btree ("account_id","license_expiry");--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_unit_number_unique" ON "equipment" USING btree ("account_id",lower("unit_number")) WHERE "equipment"."archived_at" is null;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_fleet_driver_id_drivers_id_fk" FOREIGN KEY ("fleet_driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_fleet_equipment_id_equipment_id_fk" FOREIGN KEY ("fleet_equipment_id") REFERENCES "public"."equipment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loads_fleet_driver_idx" ON "loads" USING btree ("fleet_driver_id") WHERE "loads"."fleet_driver_id" is not null;--> statement-breakpoint
CREATE INDEX "loads_fleet_equipment_idx" ON "loads" USING btree ("fleet_equipment_id") WHERE "loads"."fleet_equipment_id" is not null;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_fleet_pair_check" CHECK (("loads"."fleet_driver_id" is null) = ("loads"."fleet_equipment_id" is null));--> statement-breakpoint
-- Written by hand (drizzle-kit has no exclusion constraints): PRODUCT.md 7, a driver or unit is
-- never on two active loads whose dates overlap. PostgreSQL itself refuses the second one
-- (23P01), so parallel requests cannot both win. See docs/decisions/022.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_fleet_driver_no_overlap" EXCLUDE USING gist ("fleet_driver_id" WITH =, daterange("date_to_leave", "expected_delivery_date", '[]') WITH &&) WHERE ("fleet_driver_id" IS NOT NULL AND "status" IN ('assigned', 'scheduled', 'in_transit'));--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_fleet_equipment_no_overlap" EXCLUDE USING gist ("fleet_equipment_id" WITH =, daterange("date_to_leave", "expected_delivery_date", '[]') WITH &&) WHERE ("fleet_equipment_id" IS NOT NULL AND "status" IN ('assigned', 'scheduled', 'in_transit'));
