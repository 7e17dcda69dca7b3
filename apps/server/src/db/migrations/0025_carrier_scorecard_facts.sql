-- Decision 058: the carrier scorecards (GET /api/analytics/carriers without filters) read facts
-- kept per shipper and carrier in the transactions that change load_facts, bids and named
-- carriers, instead of aggregating every load, bid and invitation of the shipper on each request.
CREATE TABLE "shipper_carrier_facts" (
	"account_id" integer NOT NULL,
	"carrier_account_id" integer NOT NULL,
	"loads" integer DEFAULT 0 NOT NULL,
	"on_time" integer DEFAULT 0 NOT NULL,
	"on_time_known" integer DEFAULT 0 NOT NULL,
	"invitations" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shipper_carrier_facts_account_id_carrier_account_id_pk" PRIMARY KEY("account_id","carrier_account_id")
);
--> statement-breakpoint
CREATE TABLE "shipper_lane_carrier_facts" (
	"account_id" integer NOT NULL,
	"carrier_account_id" integer NOT NULL,
	"origin_zip3" text NOT NULL,
	"destination_zip3" text NOT NULL,
	"equipment_type" text NOT NULL,
	"loads" integer DEFAULT 0 NOT NULL,
	"awarded_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "shipper_lane_carrier_facts_pk" PRIMARY KEY("account_id","origin_zip3","destination_zip3","equipment_type","carrier_account_id")
);
--> statement-breakpoint
CREATE TABLE "scorecard_pairs" (
	"load_id" integer NOT NULL,
	"carrier_account_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"response_hours" double precision,
	CONSTRAINT "scorecard_pairs_load_id_carrier_account_id_pk" PRIMARY KEY("load_id","carrier_account_id")
);
--> statement-breakpoint
CREATE INDEX "scorecard_pairs_response_idx" ON "scorecard_pairs" USING btree ("account_id","carrier_account_id","response_hours") WHERE "scorecard_pairs"."response_hours" is not null;--> statement-breakpoint
-- A lane's median award is read from the middle of this index (the lanes are few, their loads many).
CREATE INDEX "load_facts_award_lane_idx" ON "load_facts" USING btree ("account_id",coalesce("origin_zip3", ''),coalesce("destination_zip3", ''),coalesce("equipment_type", ''),"awarded_cents") WHERE "load_facts"."carrier_account_id" is not null and "load_facts"."awarded_cents" is not null;--> statement-breakpoint
CREATE FUNCTION spotlane_scorecard_add(a integer, c integer, d_loads integer, d_on_time integer,
  d_known integer, d_invitations integer, d_answered integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF a IS NULL OR c IS NULL OR (d_loads, d_on_time, d_known, d_invitations, d_answered) = (0, 0, 0, 0, 0) THEN
    RETURN;
  END IF;
  INSERT INTO shipper_carrier_facts AS s (account_id, carrier_account_id, loads, on_time, on_time_known, invitations, answered)
    VALUES (a, c, d_loads, d_on_time, d_known, d_invitations, d_answered)
    ON CONFLICT (account_id, carrier_account_id) DO UPDATE SET loads = s.loads + excluded.loads,
      on_time = s.on_time + excluded.on_time, on_time_known = s.on_time_known + excluded.on_time_known,
      invitations = s.invitations + excluded.invitations, answered = s.answered + excluded.answered;
END $$;
--> statement-breakpoint
-- An awarded load's share of its carrier's figures (sign -1 to take it off).
CREATE FUNCTION spotlane_scorecard_award(f load_facts, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF f.carrier_account_id IS NULL OR f.awarded_cents IS NULL THEN RETURN; END IF;
  PERFORM spotlane_scorecard_add(f.account_id, f.carrier_account_id, sign,
    sign * coalesce(f.on_time_delivery, false)::int, sign * (f.on_time_delivery IS NOT NULL)::int, 0, 0);
  INSERT INTO shipper_lane_carrier_facts AS s (account_id, carrier_account_id, origin_zip3,
      destination_zip3, equipment_type, loads, awarded_cents)
    VALUES (f.account_id, f.carrier_account_id, coalesce(f.origin_zip3, ''),
      coalesce(f.destination_zip3, ''), coalesce(f.equipment_type, ''), sign, sign * f.awarded_cents)
    ON CONFLICT (account_id, origin_zip3, destination_zip3, equipment_type, carrier_account_id)
    DO UPDATE SET loads = s.loads + excluded.loads, awarded_cents = s.awarded_cents + excluded.awarded_cents;
END $$;
--> statement-breakpoint
-- The pair (load, carrier c) of the scorecards from the facts as they are now: an invitation when
-- c was named on the load or bid on it, answered when it bid, with the hours from publishing to
-- its bid; the difference from the kept row goes to the shipper's row of c.
CREATE FUNCTION spotlane_sync_scorecard_pair(p_load integer, c integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  f load_facts;
  bid_at timestamptz;
  has_bid boolean := false;
  invited boolean := false;
  hours double precision;
  kept scorecard_pairs;
BEGIN
  IF p_load IS NULL OR c IS NULL THEN RETURN; END IF;
  SELECT * INTO f FROM load_facts WHERE load_id = p_load;
  IF FOUND THEN
    SELECT b.created_at INTO bid_at FROM bids b WHERE b.load_id = p_load AND b.carrier_account_id = c;
    has_bid := FOUND;
    invited := has_bid OR EXISTS (SELECT 1 FROM load_audience_carriers a
      WHERE a.load_id = p_load AND a.carrier_account_id = c);
    IF has_bid THEN hours := extract(epoch FROM bid_at - f.published_at) / 3600; END IF;
  END IF;
  SELECT * INTO kept FROM scorecard_pairs WHERE load_id = p_load AND carrier_account_id = c;
  IF kept.load_id IS NOT NULL AND (NOT invited OR kept.account_id IS DISTINCT FROM f.account_id
      OR kept.response_hours IS DISTINCT FROM hours) THEN
    PERFORM spotlane_scorecard_add(kept.account_id, c, 0, 0, 0, -1, -(kept.response_hours IS NOT NULL)::int);
    DELETE FROM scorecard_pairs WHERE load_id = p_load AND carrier_account_id = c;
    kept := NULL;
  END IF;
  IF invited AND kept.load_id IS NULL THEN
    PERFORM spotlane_scorecard_add(f.account_id, c, 0, 0, 0, 1, (hours IS NOT NULL)::int);
    INSERT INTO scorecard_pairs (load_id, carrier_account_id, account_id, response_hours)
      VALUES (p_load, c, f.account_id, hours);
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION spotlane_load_facts_scorecards() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  l integer;
  c integer;
BEGIN
  IF TG_OP <> 'INSERT' AND (TG_OP = 'DELETE' OR (OLD.account_id, OLD.carrier_account_id, OLD.awarded_cents,
      OLD.on_time_delivery, OLD.origin_zip3, OLD.destination_zip3, OLD.equipment_type)
      IS DISTINCT FROM (NEW.account_id, NEW.carrier_account_id, NEW.awarded_cents, NEW.on_time_delivery,
      NEW.origin_zip3, NEW.destination_zip3, NEW.equipment_type)) THEN
    PERFORM spotlane_scorecard_award(OLD, -1);
    IF TG_OP = 'UPDATE' THEN PERFORM spotlane_scorecard_award(NEW, 1); END IF;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM spotlane_scorecard_award(NEW, 1);
  END IF;
  IF TG_OP = 'UPDATE' AND (OLD.account_id, OLD.published_at) IS NOT DISTINCT FROM (NEW.account_id, NEW.published_at) THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN l := OLD.load_id; ELSE l := NEW.load_id; END IF;
  FOR c IN SELECT x FROM (SELECT b.carrier_account_id AS x FROM bids b WHERE b.load_id = l
      UNION SELECT a.carrier_account_id FROM load_audience_carriers a WHERE a.load_id = l
      UNION SELECT p.carrier_account_id FROM scorecard_pairs p WHERE p.load_id = l) s ORDER BY x LOOP
    PERFORM spotlane_sync_scorecard_pair(l, c);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER spotlane_load_facts_scorecards AFTER INSERT OR UPDATE OR DELETE ON load_facts
  FOR EACH ROW EXECUTE FUNCTION spotlane_load_facts_scorecards();
--> statement-breakpoint
CREATE FUNCTION spotlane_bids_scorecards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.load_id, OLD.carrier_account_id, OLD.created_at)
      IS NOT DISTINCT FROM (NEW.load_id, NEW.carrier_account_id, NEW.created_at) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM spotlane_sync_scorecard_pair(OLD.load_id, OLD.carrier_account_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM spotlane_sync_scorecard_pair(NEW.load_id, NEW.carrier_account_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER spotlane_bids_scorecards AFTER INSERT OR UPDATE OR DELETE ON bids
  FOR EACH ROW EXECUTE FUNCTION spotlane_bids_scorecards();
--> statement-breakpoint
CREATE FUNCTION spotlane_audience_scorecards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN PERFORM spotlane_sync_scorecard_pair(OLD.load_id, OLD.carrier_account_id);
  ELSE PERFORM spotlane_sync_scorecard_pair(NEW.load_id, NEW.carrier_account_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER spotlane_audience_scorecards AFTER INSERT OR DELETE ON load_audience_carriers
  FOR EACH ROW EXECUTE FUNCTION spotlane_audience_scorecards();
--> statement-breakpoint
-- Every scorecard fact from scratch: the repair tool, and after a bulk write of load_facts (the bench).
CREATE FUNCTION spotlane_rebuild_scorecards() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM shipper_carrier_facts;
  DELETE FROM shipper_lane_carrier_facts;
  DELETE FROM scorecard_pairs;
  INSERT INTO scorecard_pairs (load_id, carrier_account_id, account_id, response_hours)
    SELECT p.load_id, p.c, f.account_id,
      (SELECT extract(epoch FROM b.created_at - f.published_at) / 3600 FROM bids b
        WHERE b.load_id = p.load_id AND b.carrier_account_id = p.c)
    FROM (SELECT load_id, carrier_account_id AS c FROM bids
      UNION SELECT load_id, carrier_account_id FROM load_audience_carriers) p
    JOIN load_facts f ON f.load_id = p.load_id;
  INSERT INTO shipper_lane_carrier_facts (account_id, carrier_account_id, origin_zip3,
      destination_zip3, equipment_type, loads, awarded_cents)
    SELECT account_id, carrier_account_id, coalesce(origin_zip3, ''), coalesce(destination_zip3, ''),
      coalesce(equipment_type, ''), count(*), sum(awarded_cents)
    FROM load_facts WHERE carrier_account_id IS NOT NULL AND awarded_cents IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO shipper_carrier_facts (account_id, carrier_account_id, loads, on_time, on_time_known,
      invitations, answered)
    SELECT account_id, c, sum(loads), sum(on_time), sum(known), sum(invitations), sum(answered) FROM (
      SELECT account_id, carrier_account_id AS c, count(*) AS loads,
        count(*) FILTER (WHERE on_time_delivery) AS on_time,
        count(on_time_delivery) AS known, 0 AS invitations, 0 AS answered
      FROM load_facts WHERE carrier_account_id IS NOT NULL AND awarded_cents IS NOT NULL GROUP BY 1, 2
      UNION ALL
      SELECT account_id, carrier_account_id, 0, 0, 0, count(*), count(response_hours)
      FROM scorecard_pairs GROUP BY 1, 2) s
    GROUP BY 1, 2;
END $$;
--> statement-breakpoint
SELECT spotlane_rebuild_scorecards();
