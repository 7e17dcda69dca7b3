CREATE TABLE "carrier_load_counts" (
	"carrier_account_id" integer PRIMARY KEY NOT NULL,
	"bid_in_audience" integer DEFAULT 0 NOT NULL,
	"bids_placed" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"assigned" integer DEFAULT 0 NOT NULL,
	"in_transit" integer DEFAULT 0 NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "open_load_counts" (
	"kind" text NOT NULL,
	"key" integer NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "open_load_counts_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
CREATE TABLE "shipper_load_counts" (
	"account_id" integer NOT NULL,
	"status" text NOT NULL,
	"is_request" boolean NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shipper_load_counts_account_id_status_is_request_pk" PRIMARY KEY("account_id","status","is_request")
);
--> statement-breakpoint
CREATE INDEX "loads_open_created_idx" ON "loads" USING btree ("created_at","id") WHERE "loads"."status" in ('unscheduled', 'unassigned');--> statement-breakpoint
CREATE INDEX "loads_open_name_idx" ON "loads" USING btree (lower("name"),"id") WHERE "loads"."status" in ('unscheduled', 'unassigned');--> statement-breakpoint
-- Counts kept by triggers (docs/decisions/025-list-counts.md): triggers keep the three count tables exact in
-- the transaction of every change to loads, bids and audiences.
-- Whether carrier c is in the audience of load l: the arms of inAudience (carrier-view.ts).
CREATE FUNCTION spotlane_in_audience(c integer, l loads) RETURNS boolean LANGUAGE sql STABLE AS $$
  select case l.audience_type
    when 'marketplace' then true
    when 'all' then exists (select 1 from shipper_carriers sc
      where sc.shipper_account_id = l.account_id and sc.carrier_account_id = c)
    when 'list' then exists (select 1 from carrier_list_members m
      join shipper_carriers sc on sc.id = m.shipper_carrier_id
      where m.list_id = l.audience_list_id and sc.carrier_account_id = c)
    when 'carriers' then exists (select 1 from load_audience_carriers a
      where a.load_id = l.id and a.carrier_account_id = c)
    else false end
$$;
--> statement-breakpoint
-- Recounts one carrier's row from its own bids and the loads it holds (never the whole table),
-- under the row's lock: the recount is a statement of its own, so it sees every change
-- committed by the transaction that held the lock before (read committed).
CREATE FUNCTION spotlane_refresh_carrier(c integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF c IS NULL THEN RETURN; END IF;
  INSERT INTO carrier_load_counts (carrier_account_id) VALUES (c) ON CONFLICT DO NOTHING;
  PERFORM 1 FROM carrier_load_counts WHERE carrier_account_id = c FOR UPDATE;
  UPDATE carrier_load_counts SET
    bid_in_audience = (select count(*) from bids b join loads l on l.id = b.load_id
      where b.carrier_account_id = c and l.status in ('unscheduled', 'unassigned')
        and spotlane_in_audience(c, l)),
    bids_placed = (select count(*) from bids b join loads l on l.id = b.load_id
      where b.carrier_account_id = c and not b.is_rejected
        and l.status in ('unscheduled', 'unassigned')),
    rejected = (select count(*) from bids b join loads l on l.id = b.load_id
      where b.carrier_account_id = c and b.is_rejected and l.status not like 'cancelled%'
        and l.assigned_account_id is distinct from c),
    assigned = (select count(*) from loads l
      where l.assigned_account_id = c and l.status in ('assigned', 'scheduled')),
    in_transit = (select count(*) from loads l
      where l.assigned_account_id = c and l.status = 'in_transit'),
    delivered = (select count(*) from loads l
      where l.assigned_account_id = c and l.status = 'delivered'),
    cancelled = (select count(*) from (select b.load_id as id from bids b where b.carrier_account_id = c
        union select h.id from loads h where h.assigned_account_id = c) own
      join loads l on l.id = own.id where l.status like 'cancelled%')
  WHERE carrier_account_id = c;
END $$;
--> statement-breakpoint
-- Two carriers (a row that moved from one to the other), in account order.
CREATE FUNCTION spotlane_refresh_carriers(a integer, b integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM spotlane_refresh_carrier(least(a, b));
  IF a IS DISTINCT FROM b THEN PERFORM spotlane_refresh_carrier(greatest(a, b)); END IF;
END $$;
--> statement-breakpoint
-- Adds delta to the open-load count of load l's audience (nothing when l is not open).
CREATE FUNCTION spotlane_open_bucket(l loads, delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF l.status NOT IN ('unscheduled', 'unassigned') THEN RETURN; END IF;
  IF l.audience_type = 'carriers' THEN
    INSERT INTO open_load_counts (kind, key, n)
      SELECT 'carriers', a.carrier_account_id, delta FROM load_audience_carriers a WHERE a.load_id = l.id
      ON CONFLICT (kind, key) DO UPDATE SET n = open_load_counts.n + excluded.n;
  ELSIF l.audience_type = 'list' THEN
    IF l.audience_list_id IS NOT NULL THEN
      INSERT INTO open_load_counts (kind, key, n) VALUES ('list', l.audience_list_id, delta)
        ON CONFLICT (kind, key) DO UPDATE SET n = open_load_counts.n + excluded.n;
    END IF;
  ELSIF l.audience_type = 'all' THEN
    INSERT INTO open_load_counts (kind, key, n) VALUES ('all', l.account_id, delta)
      ON CONFLICT (kind, key) DO UPDATE SET n = open_load_counts.n + excluded.n;
  ELSIF l.audience_type = 'marketplace' THEN
    INSERT INTO open_load_counts (kind, key, n) VALUES ('marketplace', 0, delta)
      ON CONFLICT (kind, key) DO UPDATE SET n = open_load_counts.n + excluded.n;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION spotlane_shipper_bucket(l loads, delta integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO shipper_load_counts (account_id, status, is_request, n)
    VALUES (l.account_id, l.status, l.identifier IS NULL, delta)
    ON CONFLICT (account_id, status, is_request) DO UPDATE SET n = shipper_load_counts.n + excluded.n;
END $$;
--> statement-breakpoint
CREATE FUNCTION spotlane_loads_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE c integer;
BEGIN
  IF TG_OP = 'DELETE' AND TG_WHEN = 'BEFORE' THEN
    -- before the load's audience rows go with it
    PERFORM spotlane_open_bucket(OLD, -1);
    PERFORM spotlane_shipper_bucket(OLD, -1);
    RETURN OLD;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM spotlane_refresh_carrier(OLD.assigned_account_id);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM spotlane_open_bucket(NEW, 1);
    PERFORM spotlane_shipper_bucket(NEW, 1);
    PERFORM spotlane_refresh_carrier(NEW.assigned_account_id);
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
    IF (OLD.status, OLD.assigned_account_id, OLD.audience_type, OLD.audience_list_id, OLD.account_id)
        IS DISTINCT FROM (NEW.status, NEW.assigned_account_id, NEW.audience_type, NEW.audience_list_id, NEW.account_id) THEN
      -- in account order, so that two transactions never wait on each other's carriers
      FOR c IN SELECT x FROM (SELECT b.carrier_account_id AS x FROM bids b WHERE b.load_id = NEW.id
          UNION SELECT OLD.assigned_account_id UNION SELECT NEW.assigned_account_id) s
          WHERE x IS NOT NULL ORDER BY x LOOP
        PERFORM spotlane_refresh_carrier(c);
      END LOOP;
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER spotlane_loads_counts AFTER INSERT OR UPDATE OR DELETE ON loads
  FOR EACH ROW EXECUTE FUNCTION spotlane_loads_counts();
--> statement-breakpoint
CREATE TRIGGER spotlane_loads_counts_before_delete BEFORE DELETE ON loads
  FOR EACH ROW EXECUTE FUNCTION spotlane_loads_counts();
--> statement-breakpoint
CREATE FUNCTION spotlane_bids_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM spotlane_refresh_carrier(NEW.carrier_account_id);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM spotlane_refresh_carrier(OLD.carrier_account_id);
  ELSIF (OLD.is_rejected, OLD.load_id, OLD.carrier_account_id)
      IS DISTINCT FROM (NEW.is_rejected, NEW.load_id, NEW.carrier_account_id) THEN
    PERFORM spotlane_refresh_carriers(OLD.carrier_account_id, NEW.carrier_account_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER spotlane_bids_counts AFTER INSERT OR UPDATE OR DELETE ON bids
  FOR EACH ROW EXECUTE FUNCTION spotlane_bids_counts();
--> statement-breakpoint
CREATE FUNCTION spotlane_audience_carriers_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r load_audience_carriers;
  l loads;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  SELECT * INTO l FROM loads WHERE id = r.load_id;
  -- a load being deleted took its count off before its audience rows went
  IF NOT FOUND THEN RETURN NULL; END IF;
  IF l.audience_type = 'carriers' AND l.status IN ('unscheduled', 'unassigned') THEN
    INSERT INTO open_load_counts (kind, key, n)
      VALUES ('carriers', r.carrier_account_id, CASE WHEN TG_OP = 'DELETE' THEN -1 ELSE 1 END)
      ON CONFLICT (kind, key) DO UPDATE SET n = open_load_counts.n + excluded.n;
  END IF;
  IF EXISTS (SELECT 1 FROM bids b WHERE b.load_id = r.load_id AND b.carrier_account_id = r.carrier_account_id) THEN
    PERFORM spotlane_refresh_carrier(r.carrier_account_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER spotlane_audience_carriers_counts AFTER INSERT OR DELETE ON load_audience_carriers
  FOR EACH ROW EXECUTE FUNCTION spotlane_audience_carriers_counts();
--> statement-breakpoint
CREATE FUNCTION spotlane_network_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- a carrier joining or leaving a network changes which of the loads it bid on are its audience's
  IF TG_OP = 'INSERT' THEN
    PERFORM spotlane_refresh_carrier(NEW.carrier_account_id);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM spotlane_refresh_carrier(OLD.carrier_account_id);
  ELSIF (OLD.carrier_account_id, OLD.shipper_account_id)
      IS DISTINCT FROM (NEW.carrier_account_id, NEW.shipper_account_id) THEN
    PERFORM spotlane_refresh_carriers(OLD.carrier_account_id, NEW.carrier_account_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER spotlane_network_counts AFTER INSERT OR UPDATE OR DELETE ON shipper_carriers
  FOR EACH ROW EXECUTE FUNCTION spotlane_network_counts();
--> statement-breakpoint
CREATE FUNCTION spotlane_list_members_counts() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE member integer;
BEGIN
  IF TG_OP = 'DELETE' THEN member := OLD.shipper_carrier_id; ELSE member := NEW.shipper_carrier_id; END IF;
  -- a network row being deleted refreshes its carrier itself
  PERFORM spotlane_refresh_carrier(sc.carrier_account_id) FROM shipper_carriers sc WHERE sc.id = member;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER spotlane_list_members_counts AFTER INSERT OR DELETE ON carrier_list_members
  FOR EACH ROW EXECUTE FUNCTION spotlane_list_members_counts();
--> statement-breakpoint
-- The counts from scratch: for the loads already there, and after a bulk load (the bench).
CREATE FUNCTION spotlane_rebuild_load_counts() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM open_load_counts;
  DELETE FROM shipper_load_counts;
  DELETE FROM carrier_load_counts;
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
  -- The carriers' rows in one pass: the pairs of their bids, then the loads they hold without a bid.
  INSERT INTO carrier_load_counts (carrier_account_id, bid_in_audience, bids_placed, rejected,
      assigned, in_transit, delivered, cancelled)
    SELECT c, sum(aud), sum(placed), sum(rej), sum(asg), sum(transit), sum(deliv), sum(canc) FROM (
      SELECT b.carrier_account_id AS c,
        (l.status IN ('unscheduled', 'unassigned') AND spotlane_in_audience(b.carrier_account_id, l))::int AS aud,
        (NOT b.is_rejected AND l.status IN ('unscheduled', 'unassigned'))::int AS placed,
        (b.is_rejected AND l.status NOT LIKE 'cancelled%'
          AND l.assigned_account_id IS DISTINCT FROM b.carrier_account_id)::int AS rej,
        (l.assigned_account_id = b.carrier_account_id AND l.status IN ('assigned', 'scheduled'))::int AS asg,
        (l.assigned_account_id = b.carrier_account_id AND l.status = 'in_transit')::int AS transit,
        (l.assigned_account_id = b.carrier_account_id AND l.status = 'delivered')::int AS deliv,
        (l.status LIKE 'cancelled%')::int AS canc
      FROM bids b JOIN loads l ON l.id = b.load_id
      UNION ALL
      SELECT l.assigned_account_id, 0, 0, 0,
        (l.status IN ('assigned', 'scheduled'))::int, (l.status = 'in_transit')::int,
        (l.status = 'delivered')::int, (l.status LIKE 'cancelled%')::int
      FROM loads l WHERE l.assigned_account_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM bids b
        WHERE b.load_id = l.id AND b.carrier_account_id = l.assigned_account_id)
    ) pairs GROUP BY c;
END $$;
--> statement-breakpoint
SELECT spotlane_rebuild_load_counts();
