-- PRODUCT.md 20, carrier capacity (decisions 075, 076): posted trucks, lane preferences, the
-- loads that fit them (recommended, counted by deltas), and the coordinates that let a page of
-- loads be filtered by distance through an index.

-- The ZIP centroids of a load's first pickup and last delivery, written with the load
-- (estimated miles, PRODUCT.md 10), with their states and ZIP codes: a filter by radius reads
-- the (lat, lon) index for the bounding box, then measures the few rows inside it.
ALTER TABLE "loads" ADD COLUMN "origin_lat" double precision;--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "origin_lon" double precision;--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "origin_state" text;--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "origin_zip" text;--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "destination_lat" double precision;--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "destination_lon" double precision;--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "destination_state" text;--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "destination_zip" text;--> statement-breakpoint
CREATE INDEX "loads_origin_geo_idx" ON "loads" USING btree ("origin_lat", "origin_lon") WHERE "origin_lat" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "loads_destination_geo_idx" ON "loads" USING btree ("destination_lat", "destination_lon") WHERE "destination_lat" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "loads_open_origin_state_idx" ON "loads" USING btree ("origin_state", "date_to_leave") WHERE "status" IN ('unscheduled', 'unassigned');--> statement-breakpoint

-- Estimated road miles between two centroids: great circle (haversine) x 1.2, whole, at least 1
-- (the rule of packages/shared/src/domain/miles.ts, kept equal by the capacity table test).
CREATE FUNCTION spotlane_road_miles(lat1 double precision, lon1 double precision,
    lat2 double precision, lon2 double precision)
RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select greatest(1, round(2 * 3958.8 * asin(least(1, sqrt(
    power(sin(radians(lat2 - lat1) / 2), 2)
    + cos(radians(lat1)) * cos(radians(lat2)) * power(sin(radians(lon2 - lon1) / 2), 2)))) * 1.2))::int
$$;
--> statement-breakpoint

CREATE TABLE "truck_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE CASCADE,
	"created_by_user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"equipment_type" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zipcode" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"available_from" date NOT NULL,
	"available_to" date NOT NULL,
	"destinations" text[] DEFAULT '{anywhere}' NOT NULL,
	"min_rate_per_mile_cents" integer,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "truck_posts_dates_check" CHECK ("available_to" >= "available_from")
);
--> statement-breakpoint
CREATE INDEX "truck_posts_account_idx" ON "truck_posts" USING btree ("account_id", "available_to", "id");--> statement-breakpoint
CREATE INDEX "truck_posts_geo_idx" ON "truck_posts" USING btree ("lat", "lon", "available_to");--> statement-breakpoint

-- A side of a preference is states or the members of a region (states or zip3), kept resolved.
CREATE TABLE "lane_preferences" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE CASCADE,
	"origin_region_id" integer REFERENCES "regions"("id") ON DELETE CASCADE,
	"origin_members" text[] NOT NULL,
	"destination_region_id" integer REFERENCES "regions"("id") ON DELETE CASCADE,
	"destination_members" text[] NOT NULL,
	"equipment_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "lane_preferences_account_idx" ON "lane_preferences" USING btree ("account_id", "id");--> statement-breakpoint
CREATE INDEX "lane_preferences_origin_idx" ON "lane_preferences" USING gin ("origin_members");--> statement-breakpoint

-- One row per (carrier, load) that fits one of the carrier's posts or preferences: the best fit
-- (post_id, deadhead) and until when it holds (the latest available_to of its posts; a
-- preference holds until it is deleted: 'infinity'). bucket_* is where the pair is counted now
-- (recommended_counts), null when it is not (the load closed, the carrier bid, ...).
CREATE TABLE "load_matches" (
	"carrier_account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE CASCADE,
	"load_id" integer NOT NULL REFERENCES "loads"("id") ON DELETE CASCADE,
	"post_id" integer REFERENCES "truck_posts"("id") ON DELETE SET NULL,
	"preference_id" integer REFERENCES "lane_preferences"("id") ON DELETE SET NULL,
	"deadhead_miles" integer,
	"rate_per_mile_cents" integer,
	"until" date NOT NULL,
	"reasons" text[] DEFAULT '{}' NOT NULL,
	"bucket_kind" text,
	"bucket_key" integer,
	"bucket_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "load_matches_pk" PRIMARY KEY ("carrier_account_id", "load_id")
);
--> statement-breakpoint
CREATE INDEX "load_matches_load_idx" ON "load_matches" USING btree ("load_id");--> statement-breakpoint
CREATE INDEX "load_matches_rank_idx" ON "load_matches" USING btree ("carrier_account_id", "deadhead_miles", "rate_per_mile_cents" DESC NULLS LAST, "load_id") WHERE "bucket_kind" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "load_matches_post_idx" ON "load_matches" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "load_matches_preference_idx" ON "load_matches" USING btree ("preference_id");--> statement-breakpoint

-- Alerts are sent once per (carrier, load): this key, whatever is retried or rematched.
CREATE TABLE "load_match_alerts" (
	"carrier_account_id" integer NOT NULL,
	"load_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "load_match_alerts_pk" PRIMARY KEY ("carrier_account_id", "load_id")
);
--> statement-breakpoint
CREATE INDEX "load_match_alerts_created_idx" ON "load_match_alerts" USING btree ("carrier_account_id", "created_at");--> statement-breakpoint

-- Recommended, counted as Spot Quotes is (decision 075): per carrier, its counted matches by the
-- audience that shows them (kind, key as in open_load_counts) and until when they hold. The
-- tile sums the buckets of the audiences the carrier belongs to now whose `until` has not
-- passed: a network or list change moves no pair, and an expired post needs no sweep.
CREATE TABLE "recommended_counts" (
	"carrier_account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"key" integer NOT NULL,
	"until" date NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "recommended_counts_pk" PRIMARY KEY ("carrier_account_id", "kind", "key", "until")
);
--> statement-breakpoint

CREATE FUNCTION spotlane_recommended_bucket(c integer, k text, key integer, u date, delta integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO recommended_counts (carrier_account_id, kind, key, until, n) VALUES (c, k, key, u, delta)
    ON CONFLICT (carrier_account_id, kind, key, until)
    DO UPDATE SET n = recommended_counts.n + excluded.n
$$;
--> statement-breakpoint

-- The pair (c, load) from the facts as they are now: counted under the load's audience when
-- the load is open and published, the carrier has no bid on it and (for a load naming its
-- carriers) is named. Reads one match row (locked: two changes of one pair take turns), one
-- load, one bid and one audience row: the same cost whatever the carrier's history.
CREATE FUNCTION spotlane_sync_match(c integer, p_load integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  m load_matches;
  l loads;
  k text;
  key integer;
BEGIN
  SELECT * INTO m FROM load_matches WHERE carrier_account_id = c AND load_id = p_load FOR UPDATE;
  IF NOT FOUND THEN RETURN; END IF;
  SELECT * INTO l FROM loads WHERE id = p_load;
  IF FOUND AND l.published_at IS NOT NULL AND l.status IN ('unscheduled', 'unassigned')
      AND NOT EXISTS (SELECT 1 FROM bids b WHERE b.load_id = p_load AND b.carrier_account_id = c) THEN
    IF l.audience_type = 'marketplace' THEN k := 'marketplace'; key := 0;
    ELSIF l.audience_type = 'all' THEN k := 'all'; key := l.account_id;
    ELSIF l.audience_type = 'list' AND l.audience_list_id IS NOT NULL THEN k := 'list'; key := l.audience_list_id;
    ELSIF l.audience_type = 'carriers' AND EXISTS (SELECT 1 FROM load_audience_carriers a
        WHERE a.load_id = p_load AND a.carrier_account_id = c) THEN k := 'carriers'; key := c;
    END IF;
  END IF;
  IF (k, key, CASE WHEN k IS NULL THEN NULL ELSE m.until END)
      IS DISTINCT FROM (m.bucket_kind, m.bucket_key, m.bucket_until) THEN
    IF m.bucket_kind IS NOT NULL THEN
      PERFORM spotlane_recommended_bucket(c, m.bucket_kind, m.bucket_key, m.bucket_until, -1);
    END IF;
    IF k IS NOT NULL THEN
      PERFORM spotlane_recommended_bucket(c, k, key, m.until, 1);
    END IF;
    UPDATE load_matches SET bucket_kind = k, bucket_key = key,
      bucket_until = CASE WHEN k IS NULL THEN NULL ELSE m.until END
      WHERE carrier_account_id = c AND load_id = p_load;
  END IF;
END $$;
--> statement-breakpoint

CREATE FUNCTION spotlane_load_matches_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.bucket_kind IS NOT NULL THEN
      PERFORM spotlane_recommended_bucket(OLD.carrier_account_id, OLD.bucket_kind, OLD.bucket_key,
        OLD.bucket_until, -1);
    END IF;
    RETURN NULL;
  END IF;
  PERFORM spotlane_sync_match(NEW.carrier_account_id, NEW.load_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER spotlane_load_matches_counts AFTER INSERT OR DELETE OR UPDATE OF "until" ON "load_matches"
  FOR EACH ROW EXECUTE FUNCTION spotlane_load_matches_counts();
--> statement-breakpoint

-- A change of a load's status or audience resyncs its matches only (in carrier order).
CREATE FUNCTION spotlane_loads_match_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE c integer;
BEGIN
  IF (OLD.status, OLD.audience_type, OLD.audience_list_id, OLD.account_id, OLD.published_at)
      IS DISTINCT FROM (NEW.status, NEW.audience_type, NEW.audience_list_id, NEW.account_id, NEW.published_at) THEN
    FOR c IN SELECT m.carrier_account_id FROM load_matches m WHERE m.load_id = NEW.id ORDER BY 1 LOOP
      PERFORM spotlane_sync_match(c, NEW.id);
    END LOOP;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER spotlane_loads_match_counts AFTER UPDATE ON "loads"
  FOR EACH ROW EXECUTE FUNCTION spotlane_loads_match_counts();
--> statement-breakpoint

-- A bid, or a carrier named on a load, changes its own pair.
CREATE FUNCTION spotlane_pair_match_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM spotlane_sync_match(OLD.carrier_account_id, OLD.load_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM spotlane_sync_match(NEW.carrier_account_id, NEW.load_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER spotlane_bids_match_counts AFTER INSERT OR DELETE OR UPDATE OF "load_id", "carrier_account_id" ON "bids"
  FOR EACH ROW EXECUTE FUNCTION spotlane_pair_match_counts();
--> statement-breakpoint
CREATE TRIGGER spotlane_audience_match_counts AFTER INSERT OR DELETE ON "load_audience_carriers"
  FOR EACH ROW EXECUTE FUNCTION spotlane_pair_match_counts();
