CREATE TABLE "lane_carriers" (
	"lane_id" integer NOT NULL,
	"position" integer NOT NULL,
	"shipper_carrier_id" integer NOT NULL,
	CONSTRAINT "lane_carriers_lane_id_position_pk" PRIMARY KEY("lane_id","position")
);
--> statement-breakpoint
CREATE TABLE "lanes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"origin_city" text,
	"origin_state" text,
	"origin_zipcode" text,
	"origin_region_id" integer,
	"destination_city" text,
	"destination_state" text,
	"destination_zipcode" text,
	"destination_region_id" integer,
	"equipment_type" text NOT NULL,
	"acceptance_window_minutes" integer DEFAULT 120 NOT NULL,
	"fallback_type" text DEFAULT 'none' NOT NULL,
	"fallback_list_id" integer,
	"target_rate_cents" bigint,
	"contract_rate_cents" bigint,
	"contract_valid_from" date,
	"contract_valid_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lanes_origin_check" CHECK (("lanes"."origin_region_id" is null) <> ("lanes"."origin_city" is null and "lanes"."origin_state" is null)),
	CONSTRAINT "lanes_destination_check" CHECK (("lanes"."destination_region_id" is null) <> ("lanes"."destination_city" is null and "lanes"."destination_state" is null)),
	CONSTRAINT "lanes_fallback_check" CHECK ("lanes"."fallback_type" in ('none', 'all', 'list', 'marketplace')),
	CONSTRAINT "lanes_window_check" CHECK ("lanes"."acceptance_window_minutes" between 1 and 10080),
	CONSTRAINT "lanes_contract_check" CHECK (("lanes"."contract_rate_cents" is null) = ("lanes"."contract_valid_from" is null) and ("lanes"."contract_valid_from" is null) = ("lanes"."contract_valid_to" is null) and ("lanes"."contract_valid_to" is null or "lanes"."contract_valid_to" >= "lanes"."contract_valid_from"))
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"members" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "regions_kind_check" CHECK ("regions"."kind" in ('states', 'zip3'))
);
--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "equipment_type" text;--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "weight_lbs" integer;--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "miles" integer;--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "miles_estimated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "lane_carriers" ADD CONSTRAINT "lane_carriers_lane_id_lanes_id_fk" FOREIGN KEY ("lane_id") REFERENCES "public"."lanes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lane_carriers" ADD CONSTRAINT "lane_carriers_shipper_carrier_id_shipper_carriers_id_fk" FOREIGN KEY ("shipper_carrier_id") REFERENCES "public"."shipper_carriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lanes" ADD CONSTRAINT "lanes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lanes" ADD CONSTRAINT "lanes_origin_region_id_regions_id_fk" FOREIGN KEY ("origin_region_id") REFERENCES "public"."regions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lanes" ADD CONSTRAINT "lanes_destination_region_id_regions_id_fk" FOREIGN KEY ("destination_region_id") REFERENCES "public"."regions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lanes" ADD CONSTRAINT "lanes_fallback_list_id_carrier_lists_id_fk" FOREIGN KEY ("fallback_list_id") REFERENCES "public"."carrier_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lane_carriers_carrier_unique" ON "lane_carriers" USING btree ("lane_id","shipper_carrier_id");--> statement-breakpoint
CREATE INDEX "lane_carriers_carrier_idx" ON "lane_carriers" USING btree ("shipper_carrier_id");--> statement-breakpoint
CREATE INDEX "lanes_account_name_idx" ON "lanes" USING btree ("account_id",lower("name"),"id");--> statement-breakpoint
CREATE UNIQUE INDEX "regions_account_name_unique" ON "regions" USING btree ("account_id",lower("name"));--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_weight_check" CHECK ("loads"."weight_lbs" is null or "loads"."weight_lbs" > 0);--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_miles_check" CHECK ("loads"."miles" is null or "loads"."miles" > 0);