-- A draft (PRODUCT.md 4): a load saved by its shipper and not yet published. It has no
-- audience: `published_at` is null until the shipper publishes it, and the privacy rule
-- offers a load to carriers only once it is set. Loads made before drafts were published.
ALTER TABLE "loads" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
UPDATE "loads" SET "published_at" = "created_at";--> statement-breakpoint
ALTER TABLE "loads" DROP CONSTRAINT "loads_status_check";--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_status_check" CHECK ("loads"."status" in ('draft', 'unscheduled', 'scheduled', 'assigned', 'unassigned', 'in_transit', 'delivered') or "loads"."status" like 'cancelled%');--> statement-breakpoint
ALTER TABLE "loads" ADD CONSTRAINT "loads_draft_check" CHECK ("loads"."status" <> 'draft' or "loads"."published_at" is null);
