-- Decision 057: a carrier's counts change by +1/-1 in the transaction of the change, never by a
-- recount of its history. Each (carrier, load) pair that shows in one of the carrier's
-- categories, or counts in bid_in_audience, has a row in carrier_loads; a change resyncs only the
-- pairs it touches, from the load, the bid and the audience as they are now, and adds to the
-- carrier's counts the difference between the pair's new and kept state. The same rows, with the
-- load's creation time and name, are the pages of the carrier's categories.
CREATE TABLE "carrier_loads" (
	"carrier_account_id" integer NOT NULL,
	"load_id" integer NOT NULL,
	"category" text,
	"bid_in_audience" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sort_name" text NOT NULL,
	CONSTRAINT "carrier_loads_carrier_account_id_load_id_pk" PRIMARY KEY("carrier_account_id","load_id")
);
--> statement-breakpoint
CREATE INDEX "carrier_loads_load_idx" ON "carrier_loads" USING btree ("load_id");--> statement-breakpoint
CREATE INDEX "carrier_loads_created_idx" ON "carrier_loads" USING btree ("carrier_account_id","category","created_at","load_id") WHERE "carrier_loads"."category" is not null;--> statement-breakpoint
CREATE INDEX "carrier_loads_name_idx" ON "carrier_loads" USING btree ("carrier_account_id","category","sort_name","load_id") WHERE "carrier_loads"."category" is not null;--> statement-breakpoint
-- The category (the spot-quote list's status) load l is in for carrier c, null when none: the
-- same conditions as categoryCondition in carrier-view.ts, which are exclusive.
CREATE FUNCTION spotlane_carrier_category(l loads, c integer, has_bid boolean, rejected boolean)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  select case
    when has_bid and not rejected and l.status in ('unscheduled', 'unassigned') then 'bid-placed'
    when has_bid and rejected and l.status not like 'cancelled%'
      and l.assigned_account_id is distinct from c then 'rejected'
    when l.assigned_account_id is not distinct from c and l.status in ('assigned', 'scheduled') then 'assigned'
    when l.assigned_account_id is not distinct from c and l.status = 'in_transit' then 'in-progress'
    when l.assigned_account_id is not distinct from c and l.status = 'delivered' then 'completed'
    when (has_bid or l.assigned_account_id is not distinct from c) and l.status like 'cancelled%' then 'canceled'
  end
$$;
--> statement-breakpoint
-- Takes carrier c's counts row (made if new) for the rest of the transaction. Every change to a
-- carrier's pairs resyncs them after taking it, in a statement of its own: in read committed the
-- resync then sees whatever the transaction that held it before committed, so of two
-- transactions touching the same pair the later one writes its true state.
CREATE FUNCTION spotlane_lock_carrier(c integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF c IS NULL THEN RETURN; END IF;
  INSERT INTO carrier_load_counts (carrier_account_id) VALUES (c) ON CONFLICT DO NOTHING;
  PERFORM 1 FROM carrier_load_counts WHERE carrier_account_id = c FOR UPDATE;
END $$;
--> statement-breakpoint
-- The pair (c, load) from the facts as they are now (a gone load or bid counts nothing), its
-- difference from the kept row added to c's counts. Reads one load, one bid and the audience
-- rows of one load: the same cost whatever c's history. The caller holds c's lock.
CREATE FUNCTION spotlane_sync_carrier_load(c integer, p_load integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  l loads;
  bid_rejected boolean;
  has_bid boolean := false;
  cat text;
  aud boolean := false;
  kept carrier_loads;
  was text;
  was_aud boolean;
BEGIN
  IF c IS NULL OR p_load IS NULL THEN RETURN; END IF;
  SELECT * INTO l FROM loads WHERE id = p_load;
  IF FOUND THEN
    SELECT b.is_rejected INTO bid_rejected FROM bids b WHERE b.load_id = p_load AND b.carrier_account_id = c;
    has_bid := FOUND;
    cat := spotlane_carrier_category(l, c, has_bid, coalesce(bid_rejected, false));
    aud := has_bid AND l.status IN ('unscheduled', 'unassigned') AND spotlane_in_audience(c, l);
  END IF;
  SELECT * INTO kept FROM carrier_loads WHERE carrier_account_id = c AND load_id = p_load;
  was := kept.category;
  was_aud := coalesce(kept.bid_in_audience, false);
  IF (cat, aud) IS DISTINCT FROM (was, was_aud) THEN
    UPDATE carrier_load_counts SET
      bid_in_audience = bid_in_audience + aud::int - was_aud::int,
      bids_placed = bids_placed + (cat IS NOT DISTINCT FROM 'bid-placed')::int - (was IS NOT DISTINCT FROM 'bid-placed')::int,
      rejected = rejected + (cat IS NOT DISTINCT FROM 'rejected')::int - (was IS NOT DISTINCT FROM 'rejected')::int,
      assigned = assigned + (cat IS NOT DISTINCT FROM 'assigned')::int - (was IS NOT DISTINCT FROM 'assigned')::int,
      in_transit = in_transit + (cat IS NOT DISTINCT FROM 'in-progress')::int - (was IS NOT DISTINCT FROM 'in-progress')::int,
      delivered = delivered + (cat IS NOT DISTINCT FROM 'completed')::int - (was IS NOT DISTINCT FROM 'completed')::int,
      cancelled = cancelled + (cat IS NOT DISTINCT FROM 'canceled')::int - (was IS NOT DISTINCT FROM 'canceled')::int
    WHERE carrier_account_id = c;
  END IF;
  IF cat IS NULL AND NOT aud THEN
    IF kept.load_id IS NOT NULL THEN
      DELETE FROM carrier_loads WHERE carrier_account_id = c AND load_id = p_load;
    END IF;
  ELSIF kept.load_id IS NULL THEN
    INSERT INTO carrier_loads (carrier_account_id, load_id, category, bid_in_audience, created_at, sort_name)
      VALUES (c, p_load, cat, aud, l.created_at, lower(l.name));
  ELSIF (kept.category, kept.bid_in_audience, kept.created_at, kept.sort_name)
      IS DISTINCT FROM (cat, aud, l.created_at, lower(l.name)) THEN
    UPDATE carrier_loads SET category = cat, bid_in_audience = aud, created_at = l.created_at,
      sort_name = lower(l.name)
    WHERE carrier_account_id = c AND load_id = p_load;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION spotlane_loads_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE c integer;
BEGIN
  IF TG_OP = 'DELETE' AND TG_WHEN = 'BEFORE' THEN
    -- before the load's audience rows go with it
    PERFORM spotlane_open_bucket(OLD, -1);
    PERFORM spotlane_shipper_bucket(OLD, -1);
    RETURN OLD;
  ELSIF TG_OP = 'DELETE' THEN
    -- the pairs the load leaves behind (a gone load counts nothing)
    FOR c IN SELECT k.carrier_account_id FROM carrier_loads k WHERE k.load_id = OLD.id ORDER BY 1 LOOP
      PERFORM spotlane_lock_carrier(c);
      PERFORM spotlane_sync_carrier_load(c, OLD.id);
    END LOOP;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM spotlane_open_bucket(NEW, 1);
    PERFORM spotlane_shipper_bucket(NEW, 1);
    IF NEW.assigned_account_id IS NOT NULL THEN
      PERFORM spotlane_lock_carrier(NEW.assigned_account_id);
      PERFORM spotlane_sync_carrier_load(NEW.assigned_account_id, NEW.id);
    END IF;
  ELSE
    IF (OLD.status, OLD.audience_type, OLD.audience_list_id, OLD.account_id)
        IS DISTINCT FROM (NEW.status, NEW.audience_type, NEW.audience_list_id, NEW.account_id) THEN
      PERFORM spotlane_open_bucket(OLD, -1);
      PERFORM spotlane_open_bucket(NEW, 1);
    END IF;
    IF (OLD.account_id, OLD.status, OLD.identifier IS NULL)
        IS DISTINCT FROM (NEW.account_id, NEW.status, NEW.identifier IS NULL) THEN
      PERFORM spotlane_shipper_bucket(OLD, -1);
      PERFORM spotlane_shipper_bucket(NEW, 1);
    END IF;
    IF (OLD.status, OLD.assigned_account_id, OLD.audience_type, OLD.audience_list_id, OLD.account_id,
        OLD.created_at, OLD.name)
        IS DISTINCT FROM (NEW.status, NEW.assigned_account_id, NEW.audience_type, NEW.audience_list_id,
        NEW.account_id, NEW.created_at, NEW.name) THEN
      -- This load's pairs only (its bids, its holders), in account order so that two
      -- transactions never wait on each other's carriers.
      FOR c IN SELECT x FROM (SELECT b.carrier_account_id AS x FROM bids b WHERE b.load_id = NEW.id
          UNION SELECT k.carrier_account_id FROM carrier_loads k WHERE k.load_id = NEW.id
          UNION SELECT OLD.assigned_account_id UNION SELECT NEW.assigned_account_id) s
          WHERE x IS NOT NULL ORDER BY x LOOP
        PERFORM spotlane_lock_carrier(c);
        PERFORM spotlane_sync_carrier_load(c, NEW.id);
      END LOOP;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A bid changes its own pair (or two, when it moves): the load's row first, the order in which
-- a change to the load takes its locks, so a bid and a change of its load never interleave.
CREATE OR REPLACE FUNCTION spotlane_bids_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_c integer;
  old_l integer;
  new_c integer;
  new_l integer;
BEGIN
  IF TG_OP <> 'INSERT' THEN old_c := OLD.carrier_account_id; old_l := OLD.load_id; END IF;
  IF TG_OP <> 'DELETE' THEN new_c := NEW.carrier_account_id; new_l := NEW.load_id; END IF;
  IF TG_OP = 'UPDATE' AND (OLD.is_rejected, OLD.load_id, OLD.carrier_account_id)
      IS NOT DISTINCT FROM (NEW.is_rejected, NEW.load_id, NEW.carrier_account_id) THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM loads WHERE id IN (old_l, new_l) ORDER BY id FOR NO KEY UPDATE;
  IF old_c IS NOT NULL AND (new_c IS NULL OR old_c < new_c) THEN
    PERFORM spotlane_lock_carrier(old_c);
    IF new_c IS NOT NULL THEN PERFORM spotlane_lock_carrier(new_c); END IF;
  ELSE
    PERFORM spotlane_lock_carrier(new_c);
    IF old_c IS NOT NULL AND old_c <> new_c THEN PERFORM spotlane_lock_carrier(old_c); END IF;
  END IF;
  PERFORM spotlane_sync_carrier_load(old_c, old_l);
  IF (old_c, old_l) IS DISTINCT FROM (new_c, new_l) THEN
    PERFORM spotlane_sync_carrier_load(new_c, new_l);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION spotlane_audience_carriers_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r load_audience_carriers;
  l loads;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  SELECT * INTO l FROM loads WHERE id = r.load_id FOR NO KEY UPDATE;
  -- a load being deleted took its count off before its audience rows went
  IF NOT FOUND THEN RETURN NULL; END IF;
  IF l.audience_type = 'carriers' AND l.status IN ('unscheduled', 'unassigned') THEN
    INSERT INTO open_load_counts (kind, key, n)
      VALUES ('carriers', r.carrier_account_id, CASE WHEN TG_OP = 'DELETE' THEN -1 ELSE 1 END)
      ON CONFLICT (kind, key) DO UPDATE SET n = open_load_counts.n + excluded.n;
  END IF;
  IF EXISTS (SELECT 1 FROM bids b WHERE b.load_id = r.load_id AND b.carrier_account_id = r.carrier_account_id) THEN
    PERFORM spotlane_lock_carrier(r.carrier_account_id);
    PERFORM spotlane_sync_carrier_load(r.carrier_account_id, r.load_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Carrier c's pairs whose audience a network or list change can move: its bids on the open
-- loads of shipper s ('all') or of list `list` ('list'). Taken after c's lock, so a bid committed
-- meanwhile is among them.
CREATE FUNCTION spotlane_sync_carrier_audience(c integer, s integer, list integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE l integer;
BEGIN
  IF c IS NULL THEN RETURN; END IF;
  PERFORM spotlane_lock_carrier(c);
  FOR l IN SELECT b.load_id FROM bids b JOIN loads x ON x.id = b.load_id
      WHERE b.carrier_account_id = c AND x.status IN ('unscheduled', 'unassigned')
        AND ((s IS NOT NULL AND x.account_id = s AND x.audience_type IN ('all', 'list'))
          OR (list IS NOT NULL AND x.audience_type = 'list' AND x.audience_list_id = list))
      ORDER BY 1 LOOP
    PERFORM spotlane_sync_carrier_load(c, l);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION spotlane_network_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- a carrier joining or leaving a network changes which of the loads it bid on are its audience's
  IF TG_OP = 'INSERT' THEN
    PERFORM spotlane_sync_carrier_audience(NEW.carrier_account_id, NEW.shipper_account_id, NULL);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM spotlane_sync_carrier_audience(OLD.carrier_account_id, OLD.shipper_account_id, NULL);
  ELSIF (OLD.carrier_account_id, OLD.shipper_account_id)
      IS DISTINCT FROM (NEW.carrier_account_id, NEW.shipper_account_id) THEN
    IF OLD.carrier_account_id IS NULL OR OLD.carrier_account_id > NEW.carrier_account_id THEN
      PERFORM spotlane_sync_carrier_audience(NEW.carrier_account_id, NEW.shipper_account_id, NULL);
      PERFORM spotlane_sync_carrier_audience(OLD.carrier_account_id, OLD.shipper_account_id, NULL);
    ELSE
      PERFORM spotlane_sync_carrier_audience(OLD.carrier_account_id, OLD.shipper_account_id, NULL);
      PERFORM spotlane_sync_carrier_audience(NEW.carrier_account_id, NEW.shipper_account_id, NULL);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION spotlane_list_members_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  member integer;
  list integer;
BEGIN
  IF TG_OP = 'DELETE' THEN member := OLD.shipper_carrier_id; list := OLD.list_id;
  ELSE member := NEW.shipper_carrier_id; list := NEW.list_id; END IF;
  -- a network row being deleted resyncs its carrier itself
  PERFORM spotlane_sync_carrier_audience(sc.carrier_account_id, NULL, list)
    FROM shipper_carriers sc WHERE sc.id = member;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP FUNCTION spotlane_refresh_carriers(integer, integer);--> statement-breakpoint
DROP FUNCTION spotlane_refresh_carrier(integer);--> statement-breakpoint
-- The pairs and the counts from scratch: the repair tool, and after a bulk load (the bench).
CREATE OR REPLACE FUNCTION spotlane_rebuild_load_counts() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM open_load_counts;
  DELETE FROM shipper_load_counts;
  DELETE FROM carrier_load_counts;
  DELETE FROM carrier_loads;
  INSERT INTO open_load_counts (kind, key, n)
    SELECT kind, key, count(*) FROM (
      SELECT 'marketplace' AS kind, 0 AS key FROM loads l
        WHERE l.status IN ('unscheduled', 'unassigned') AND l.audience_type = 'marketplace'
      UNION ALL SELECT 'all', l.account_id FROM loads l
        WHERE l.status IN ('unscheduled', 'unassigned') AND l.audience_type = 'all'
      UNION ALL SELECT 'list', l.audience_list_id FROM loads l
        WHERE l.status IN ('unscheduled', 'unassigned') AND l.audience_type = 'list'
          AND l.audience_list_id IS NOT NULL
      UNION ALL SELECT 'carriers', a.carrier_account_id FROM loads l
        JOIN load_audience_carriers a ON a.load_id = l.id
        WHERE l.status IN ('unscheduled', 'unassigned') AND l.audience_type = 'carriers'
    ) s GROUP BY kind, key;
  INSERT INTO shipper_load_counts (account_id, status, is_request, n)
    SELECT account_id, status, identifier IS NULL, count(*) FROM loads GROUP BY 1, 2, 3;
  -- Every pair in one pass: the carriers' bids, then the loads they hold without a bid.
  INSERT INTO carrier_loads (carrier_account_id, load_id, category, bid_in_audience, created_at, sort_name)
    SELECT p.c, l.id, spotlane_carrier_category(l, p.c, p.has_bid, p.rejected),
      p.has_bid AND l.status IN ('unscheduled', 'unassigned') AND spotlane_in_audience(p.c, l),
      l.created_at, lower(l.name)
    FROM (SELECT b.carrier_account_id AS c, b.load_id, true AS has_bid, b.is_rejected AS rejected FROM bids b
      UNION ALL SELECT h.assigned_account_id, h.id, false, false FROM loads h
        WHERE h.assigned_account_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM bids b
          WHERE b.load_id = h.id AND b.carrier_account_id = h.assigned_account_id)) p
    JOIN loads l ON l.id = p.load_id;
  DELETE FROM carrier_loads WHERE category IS NULL AND NOT bid_in_audience;
  INSERT INTO carrier_load_counts (carrier_account_id, bid_in_audience, bids_placed, rejected,
      assigned, in_transit, delivered, cancelled)
    SELECT carrier_account_id, count(*) FILTER (WHERE bid_in_audience),
      count(*) FILTER (WHERE category = 'bid-placed'), count(*) FILTER (WHERE category = 'rejected'),
      count(*) FILTER (WHERE category = 'assigned'), count(*) FILTER (WHERE category = 'in-progress'),
      count(*) FILTER (WHERE category = 'completed'), count(*) FILTER (WHERE category = 'canceled')
    FROM carrier_loads GROUP BY 1;
END $$;
--> statement-breakpoint
SELECT spotlane_rebuild_load_counts();
