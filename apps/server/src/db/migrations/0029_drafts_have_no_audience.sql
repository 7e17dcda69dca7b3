-- The privacy rule of drafts: a load not yet published (published_at null) has no audience, in
-- the database's own audience test too, so every caller of spotlane_in_audience (the counts'
-- triggers, the carrier's one-load lookups) hides a draft, and a draft cancelled before it went
-- out, without a special case of its own. Same arms as inAudience (carrier-view.ts).
CREATE OR REPLACE FUNCTION spotlane_in_audience(c integer, l loads) RETURNS boolean LANGUAGE sql STABLE AS $$
  select l.published_at is not null and case l.audience_type
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
