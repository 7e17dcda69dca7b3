CREATE TABLE "tenders" (
	"id" serial PRIMARY KEY NOT NULL,
	"load_id" integer NOT NULL,
	"lane_id" integer,
	"carrier_account_id" integer NOT NULL,
	"shipper_carrier_id" integer,
	"rate_cents" bigint,
	"position" integer NOT NULL,
	"status" text DEFAULT 'offered' NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenders_status_check" CHECK ("tenders"."status" in ('offered', 'accepted', 'declined', 'expired', 'cancelled')),
	CONSTRAINT "tenders_decided_check" CHECK (("tenders"."status" = 'offered') = ("tenders"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "lane_id" integer;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_lane_id_lanes_id_fk" FOREIGN KEY ("lane_id") REFERENCES "public"."lanes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_carrier_account_id_accounts_id_fk" FOREIGN KEY ("carrier_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_shipper_carrier_id_shipper_carriers_id_fk" FOREIGN KEY ("shipper_carrier_id") REFERENCES "public"."shipper_carriers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tenders_load_position_unique" ON "tenders" USING btree ("load_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "tenders_one_open_per_load" ON "tenders" USING btree ("load_id") WHERE "tenders"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "tenders_carrier_open_idx" ON "tenders" USING btree ("carrier_account_id","expires_at") WHERE "tenders"."status" = 'offered';--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_lane_id_lanes_id_fk" FOREIGN KEY ("lane_id") REFERENCES "public"."lanes"("id") ON DELETE set null ON UPDATE no action;