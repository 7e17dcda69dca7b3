CREATE TABLE "shipper_attention_counts" (
	"account_id" integer NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shipper_attention_counts_account_id_since_pk" PRIMARY KEY("account_id","since")
);
--> statement-breakpoint
ALTER TABLE "loads" ADD COLUMN "attention_from" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "loads_account_attention_idx" ON "loads" USING btree ("account_id","attention_from") WHERE "loads"."attention_from" is not null;--> statement-breakpoint
-- Counts kept by triggers (decision 043): the moment from which load `l` needs the shipper's attention
-- (PRODUCT.md 4's Needs Attention, with PRODUCT.md 12's at risk), given what is known of it now;
-- null when it never will in its present state. Every part of the rule only becomes true as
-- time passes, never false again, so "needs attention now" is `attention_from <= now()`:
--  - now ('-infinity'): an open load with a bid nobody reviewed, a quote request with quotes and
--    none chosen, a shipment marked late, or in transit with an ETA after it is due;
--  - at midnight two days before its ship date: an open shipment (date_to_leave <= current_date + 2);
--  - at midnight after its expected delivery date: any active shipment (late);
--  - 4 hours after its last check call (or its pickup before the first one): in transit.
CREATE FUNCTION spotlane_attention_from(l loads) RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN l.status LIKE 'cancelled%' OR l.status = 'delivered' THEN NULL
    WHEN (l.status IN ('unscheduled', 'unassigned') AND EXISTS (SELECT 1 FROM bids b
            WHERE b.load_id = l.id AND b.reviewed_at IS NULL AND NOT b.is_accepted AND NOT b.is_rejected))
      OR (l.identifier IS NULL AND l.chosen_quote_user_id IS NULL
          AND EXISTS (SELECT 1 FROM bids b WHERE b.load_id = l.id))
      OR (l.identifier IS NOT NULL AND l.marked_late)
      OR (l.identifier IS NOT NULL AND l.status = 'in_transit' AND EXISTS (SELECT 1 FROM load_tracking t
            WHERE t.load_id = l.id AND t.eta > (CASE WHEN l.appointment_delivery IS NOT NULL
                THEN l.appointment_delivery::timestamp
                ELSE (l.expected_delivery_date + 1)::timestamp END)
              AT TIME ZONE coalesce((SELECT d.timezone FROM delivery_locations d
                WHERE d.id = l.destination_location_id), 'UTC')))
      THEN '-infinity'::timestamptz
    WHEN l.identifier IS NULL THEN NULL
    ELSE least(
      (l.expected_delivery_date + 1)::timestamptz,
      CASE WHEN l.status IN ('unscheduled', 'unassigned') THEN (l.date_to_leave - 2)::timestamptz END,
      CASE WHEN l.status = 'in_transit' THEN coalesce(
          (SELECT t.last_check_call_at FROM load_tracking t WHERE t.load_id = l.id),
          (SELECT max(h.created_at) FROM load_status_history h
            WHERE h.load_id = l.id AND h.status = 'in_transit'))
        -- at risk once that is strictly more than 4 hours ago
        + interval '4 hours 0.000001 seconds' END)
  END
$$;
--> statement-breakpoint
UPDATE loads l SET attention_from = spotlane_attention_from(l);
--> statement-breakpoint
CREATE FUNCTION spotlane_loads_attention() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.attention_from := spotlane_attention_from(NEW);
  RETURN NEW;
END $$;
--> statement-breakpoint
-- Only on a change to what spotlane_attention_from reads of the row (or to the moment itself,
-- which spotlane_refresh_attention writes): the loads' other updates skip it.
CREATE TRIGGER spotlane_loads_attention BEFORE INSERT OR UPDATE OF status, identifier,
    chosen_quote_user_id, marked_late, date_to_leave, expected_delivery_date, appointment_delivery,
    destination_location_id, attention_from ON loads
  FOR EACH ROW EXECUTE FUNCTION spotlane_loads_attention();
--> statement-breakpoint
CREATE FUNCTION spotlane_attention_bucket(p_account integer, p_since timestamptz, p_delta integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO shipper_attention_counts (account_id, since, n)
    SELECT p_account, p_since, p_delta WHERE p_since IS NOT NULL
    ON CONFLICT (account_id, since) DO UPDATE SET n = shipper_attention_counts.n + excluded.n
$$;
--> statement-breakpoint
CREATE FUNCTION spotlane_loads_attention_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.account_id, OLD.attention_from)
      IS NOT DISTINCT FROM (NEW.account_id, NEW.attention_from) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM spotlane_attention_bucket(OLD.account_id, OLD.attention_from, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM spotlane_attention_bucket(NEW.account_id, NEW.attention_from, 1); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER spotlane_loads_attention_counts AFTER INSERT OR UPDATE OR DELETE ON loads
  FOR EACH ROW EXECUTE FUNCTION spotlane_loads_attention_counts();
--> statement-breakpoint
-- A change to what the rule reads outside the load row: the load's moment again, written only
-- when it moved (no row lock on the load otherwise).
CREATE FUNCTION spotlane_refresh_attention(p_load integer) RETURNS void LANGUAGE sql AS $$
  UPDATE loads l SET attention_from = m.moment
  FROM (SELECT spotlane_attention_from(x) AS moment FROM loads x WHERE x.id = p_load) m
  WHERE l.id = p_load AND l.attention_from IS DISTINCT FROM m.moment
$$;
--> statement-breakpoint
CREATE FUNCTION spotlane_load_part_attention() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM spotlane_refresh_attention(OLD.load_id); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.load_id IS DISTINCT FROM OLD.load_id) THEN
    PERFORM spotlane_refresh_attention(NEW.load_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Named to fire before spotlane_bids_counts: the load's row is locked before the carriers' counts,
-- the order in which a change to the load takes them.
CREATE TRIGGER spotlane_bids_attention AFTER INSERT OR UPDATE OR DELETE ON bids
  FOR EACH ROW EXECUTE FUNCTION spotlane_load_part_attention();
--> statement-breakpoint
CREATE TRIGGER spotlane_tracking_attention AFTER INSERT OR UPDATE OR DELETE ON load_tracking
  FOR EACH ROW EXECUTE FUNCTION spotlane_load_part_attention();
--> statement-breakpoint
CREATE TRIGGER spotlane_status_history_attention AFTER INSERT OR UPDATE OR DELETE ON load_status_history
  FOR EACH ROW EXECUTE FUNCTION spotlane_load_part_attention();
--> statement-breakpoint
CREATE FUNCTION spotlane_location_attention() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM spotlane_refresh_attention(l.id) FROM loads l
    WHERE l.destination_location_id = NEW.id AND l.status = 'in_transit';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER spotlane_location_attention AFTER UPDATE OF timezone ON delivery_locations
  FOR EACH ROW WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone)
  EXECUTE FUNCTION spotlane_location_attention();
--> statement-breakpoint
-- Every load's moment and the counts from scratch (after a bulk load with triggers off: the bench).
CREATE FUNCTION spotlane_rebuild_attention() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE loads l SET attention_from = spotlane_attention_from(l)
    WHERE l.attention_from IS DISTINCT FROM spotlane_attention_from(l);
  DELETE FROM shipper_attention_counts;
  INSERT INTO shipper_attention_counts (account_id, since, n)
    SELECT account_id, CASE WHEN attention_from <= now() THEN '-infinity' ELSE attention_from END, count(*)
    FROM loads WHERE attention_from IS NOT NULL GROUP BY 1, 2;
END $$;
--> statement-breakpoint
-- The rows whose moment has come, folded into each account's '-infinity' row (and the empty
-- ones dropped), so that the tile sums a row or two. Returns how many rows went.
CREATE FUNCTION spotlane_fold_attention() RETURNS integer LANGUAGE sql AS $$
  WITH gone AS (
    DELETE FROM shipper_attention_counts
      WHERE (since > '-infinity' AND since <= now()) OR (n = 0 AND since > '-infinity')
      RETURNING account_id, since, n),
  folded AS (
    INSERT INTO shipper_attention_counts (account_id, since, n)
      SELECT account_id, '-infinity', sum(n)::int FROM gone WHERE since <= now() GROUP BY account_id
      ON CONFLICT (account_id, since) DO UPDATE SET n = shipper_attention_counts.n + excluded.n)
  SELECT count(*)::int FROM gone
$$;
--> statement-breakpoint
SELECT spotlane_rebuild_attention();
