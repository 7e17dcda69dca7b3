ALTER TABLE "companies" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery_locations" ADD COLUMN "archived_at" timestamp with time zone;