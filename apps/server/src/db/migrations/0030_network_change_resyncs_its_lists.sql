-- A network change (a carrier joining or leaving shipper s) moves the audience of the loads
-- offered to s's network ('all' loads of s) and to s's carrier lists ('list' loads whose list
-- is one of s's, whoever's load it is): list membership goes through the list owner's network
-- (spotlane_in_audience). Finding the list loads by the list's owner, not by the load's
-- shipper, keeps the kept counts exact even for a load whose list belongs to another account.
CREATE OR REPLACE FUNCTION spotlane_sync_carrier_audience(c integer, s integer, list integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE l integer;
BEGIN
  IF c IS NULL THEN RETURN; END IF;
  PERFORM spotlane_lock_carrier(c);
  FOR l IN SELECT b.load_id FROM bids b JOIN loads x ON x.id = b.load_id
      WHERE b.carrier_account_id = c AND x.status IN ('unscheduled', 'unassigned')
        AND ((s IS NOT NULL AND x.audience_type = 'all' AND x.account_id = s)
          OR (s IS NOT NULL AND x.audience_type = 'list' AND x.audience_list_id IN
            (SELECT cl.id FROM carrier_lists cl WHERE cl.account_id = s))
          OR (list IS NOT NULL AND x.audience_type = 'list' AND x.audience_list_id = list))
      ORDER BY 1 LOOP
    PERFORM spotlane_sync_carrier_load(c, l);
  END LOOP;
END $$;
