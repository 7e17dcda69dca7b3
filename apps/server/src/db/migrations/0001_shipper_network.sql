CREATE TABLE "carrier_list_members" (
	"list_id" integer NOT NULL,
	"shipper_carrier_id" integer NOT NULL,
	CONSTRAINT "carrier_list_members_list_id_shipper_carrier_id_pk" PRIMARY KEY("list_id","shipper_carrier_id")
);
--> statement-breakpoint
CREATE TABLE "carrier_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carrier_lists_name_check" CHECK (length(trim("carrier_lists"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"company_type" text DEFAULT 'both' NOT NULL,
	"email" text,
	"phone" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_type_check" CHECK ("companies"."company_type" in ('origin', 'destination', 'both')),
	CONSTRAINT "companies_name_check" CHECK (length(trim("companies"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zipcode" text NOT NULL,
	"contact_name" text,
	"contact_phone" text,
	"timezone" text NOT NULL,
	"shipment_process" text DEFAULT 'appointment' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_locations_process_check" CHECK ("delivery_locations"."shipment_process" in ('appointment', 'fcfs')),
	CONSTRAINT "delivery_locations_state_check" CHECK ("delivery_locations"."state" ~ '^[A-Z]{2}$'),
	CONSTRAINT "delivery_locations_zip_check" CHECK ("delivery_locations"."zipcode" ~ '^[0-9]{5}(-[0-9]{4})?$')
);
--> statement-breakpoint
CREATE TABLE "location_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"location_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"is_holiday" boolean DEFAULT false NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	CONSTRAINT "location_schedules_weekday_check" CHECK ("location_schedules"."weekday" between 1 and 7),
	CONSTRAINT "location_schedules_order_check" CHECK ("location_schedules"."start_time" < "location_schedules"."end_time")
);
--> statement-breakpoint
CREATE TABLE "shipper_carriers" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipper_account_id" integer NOT NULL,
	"carrier_account_id" integer,
	"email" text NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"notes" text,
	"preferred" boolean DEFAULT false NOT NULL,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carrier_list_members" ADD CONSTRAINT "carrier_list_members_list_id_carrier_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."carrier_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_list_members" ADD CONSTRAINT "carrier_list_members_shipper_carrier_id_shipper_carriers_id_fk" FOREIGN KEY ("shipper_carrier_id") REFERENCES "public"."shipper_carriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_lists" ADD CONSTRAINT "carrier_lists_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_locations" ADD CONSTRAINT "delivery_locations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_locations" ADD CONSTRAINT "delivery_locations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_schedules" ADD CONSTRAINT "location_schedules_location_id_delivery_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."delivery_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipper_carriers" ADD CONSTRAINT "shipper_carriers_shipper_account_id_accounts_id_fk" FOREIGN KEY ("shipper_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipper_carriers" ADD CONSTRAINT "shipper_carriers_carrier_account_id_accounts_id_fk" FOREIGN KEY ("carrier_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipper_carriers" ADD CONSTRAINT "shipper_carriers_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carrier_list_members_carrier_idx" ON "carrier_list_members" USING btree ("shipper_carrier_id");--> statement-breakpoint
CREATE INDEX "carrier_lists_account_idx" ON "carrier_lists" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "companies_account_created_idx" ON "companies" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "companies_account_name_idx" ON "companies" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE INDEX "delivery_locations_company_idx" ON "delivery_locations" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "delivery_locations_account_idx" ON "delivery_locations" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "location_schedules_day_unique" ON "location_schedules" USING btree ("location_id","weekday");--> statement-breakpoint
CREATE UNIQUE INDEX "shipper_carriers_email_unique" ON "shipper_carriers" USING btree ("shipper_account_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "shipper_carriers_account_unique" ON "shipper_carriers" USING btree ("shipper_account_id","carrier_account_id") WHERE "shipper_carriers"."carrier_account_id" is not null;--> statement-breakpoint
CREATE INDEX "shipper_carriers_shipper_created_idx" ON "shipper_carriers" USING btree ("shipper_account_id","created_at");--> statement-breakpoint
CREATE INDEX "shipper_carriers_carrier_idx" ON "shipper_carriers" USING btree ("carrier_account_id");