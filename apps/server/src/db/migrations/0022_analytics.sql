CREATE TABLE "load_facts" (
	"load_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"identifier" text,
	"date_to_leave" date NOT NULL,
	"status" text NOT NULL,
	"origin_city" text,
	"origin_state" text,
	"origin_zip3" text,
	"destination_city" text,
	"destination_state" text,
	"destination_zip3" text,
	"equipment_type" text,
	"miles" integer,
	"carrier_account_id" integer,
	"awarded_cents" bigint,
	"bid_count" integer DEFAULT 0 NOT NULL,
	"lowest_bid_cents" bigint,
	"median_bid_cents" double precision,
	"first_quote_cents" bigint,
	"published_at" timestamp with time zone NOT NULL,
	"awarded_at" timestamp with time zone,
	"picked_up_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"on_time_pickup" boolean,
	"on_time_delivery" boolean
);
--> statement-breakpoint
ALTER TABLE "load_facts" ADD CONSTRAINT "load_facts_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_facts" ADD CONSTRAINT "load_facts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "load_facts_account_date_idx" ON "load_facts" USING btree ("account_id","date_to_leave","load_id");--> statement-breakpoint
CREATE INDEX "load_facts_account_carrier_idx" ON "load_facts" USING btree ("account_id","carrier_account_id","date_to_leave") WHERE "load_facts"."carrier_account_id" is not null;--> statement-breakpoint
CREATE INDEX "load_facts_lane_idx" ON "load_facts" USING btree ("origin_zip3","destination_zip3","equipment_type");--> statement-breakpoint
-- The facts of the loads that exist already (refreshAllLoadFacts).
insert into load_facts (load_id, account_id, identifier, date_to_leave, status,
  origin_city, origin_state, origin_zip3, destination_city, destination_state, destination_zip3,
  equipment_type, miles, carrier_account_id, awarded_cents, bid_count, lowest_bid_cents,
  median_bid_cents, first_quote_cents, published_at, awarded_at, picked_up_at, delivered_at,
  on_time_pickup, on_time_delivery)
select l.id, l.account_id, l.identifier, l.date_to_leave, l.status,
  trim(coalesce(o.city, l.quote_origin->>'city')),
  upper(coalesce(o.state, l.quote_origin->>'state')),
  left(coalesce(o.zipcode, l.quote_origin->>'zipcode'), 3),
  trim(coalesce(d.city, l.quote_destination->>'city')),
  upper(coalesce(d.state, l.quote_destination->>'state')),
  left(coalesce(d.zipcode, l.quote_destination->>'zipcode'), 3),
  l.equipment_type, l.miles, l.assigned_account_id,
  case when l.assigned_account_id is not null and l.status not like 'cancelled%' then coalesce(
    (select b.amount_cents from bids b where b.load_id = l.id and b.is_accepted),
    (select r.rate_cents from rate_confirmations r where r.load_id = l.id
      order by r.version desc limit 1)) end,
  coalesce(bs.n, 0), bs.lowest, bs.median, bs.first,
  l.created_at,
  case when l.assigned_account_id is not null then h.awarded_at end,
  h.picked_up_at, h.delivered_at,
  case when h.picked_up_at is not null then
    (h.picked_up_at at time zone coalesce(o.timezone, 'UTC'))::date
      <= coalesce(left(l.appointment_pickup, 10)::date, l.date_to_leave) end,
  case when h.delivered_at is not null then
    (h.delivered_at at time zone coalesce(d.timezone, 'UTC'))::date
      <= coalesce(left(l.appointment_delivery, 10)::date, l.expected_delivery_date) end
from loads l
left join delivery_locations o on o.id = l.origin_location_id
left join delivery_locations d on d.id = l.destination_location_id
left join lateral (
  select count(*)::int as n, min(b.amount_cents) as lowest,
    percentile_cont(0.5) within group (order by b.amount_cents) as median,
    (array_agg(b.amount_cents order by b.created_at, b.id))[1] as first
  from bids b where b.load_id = l.id and b.status <> 'withdrawn'
) bs on true
left join lateral (
  select min(x.created_at) filter (where x.status in ('assigned', 'scheduled')) as awarded_at,
    min(x.created_at) filter (where x.status = 'in_transit') as picked_up_at,
    max(x.created_at) filter (where x.status = 'delivered') as delivered_at
  from load_status_history x where x.load_id = l.id
) h on true
where true
on conflict (load_id) do update set
  account_id = excluded.account_id, identifier = excluded.identifier,
  date_to_leave = excluded.date_to_leave, status = excluded.status,
  origin_city = excluded.origin_city, origin_state = excluded.origin_state,
  origin_zip3 = excluded.origin_zip3, destination_city = excluded.destination_city,
  destination_state = excluded.destination_state, destination_zip3 = excluded.destination_zip3,
  equipment_type = excluded.equipment_type, miles = excluded.miles,
  carrier_account_id = excluded.carrier_account_id, awarded_cents = excluded.awarded_cents,
  bid_count = excluded.bid_count, lowest_bid_cents = excluded.lowest_bid_cents,
  median_bid_cents = excluded.median_bid_cents, first_quote_cents = excluded.first_quote_cents,
  published_at = excluded.published_at, awarded_at = excluded.awarded_at,
  picked_up_at = excluded.picked_up_at, delivered_at = excluded.delivered_at,
  on_time_pickup = excluded.on_time_pickup, on_time_delivery = excluded.on_time_delivery
;
