-- PRODUCT.md 15: carrier trust. The registry's word on each carrier account (the latest check
-- and every check kept), each shipper's carrier policy, identity codes mailed to the registry's
-- e-mail, the seals of the rate confirmations Spotlane issued, and contact changes made soon
-- after an award.
CREATE TABLE "carrier_compliance" (
	"carrier_account_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'unverifiable' NOT NULL,
	"source" text DEFAULT 'none' NOT NULL,
	"registry" jsonb,
	"checked_at" timestamp with time zone,
	"refreshed_at" timestamp with time zone,
	"identity_verified_at" timestamp with time zone,
	"verified_dot" text,
	"verified_mc" text,
	"broken_rules" text[] DEFAULT '{unverifiable,identity_unverified}'::text[] NOT NULL,
	"cargo_cents" bigint,
	"bipd_cents" bigint,
	"authority_since" date,
	CONSTRAINT "carrier_compliance_status_check" CHECK ("carrier_compliance"."status" in ('verified', 'failing', 'unverifiable'))
);
--> statement-breakpoint
ALTER TABLE "carrier_compliance" ADD CONSTRAINT "carrier_compliance_carrier_account_id_accounts_id_fk" FOREIGN KEY ("carrier_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- RegistryClaimed: one verified account per DOT and per MC number, whatever the concurrency.
CREATE UNIQUE INDEX "carrier_compliance_verified_dot_unique" ON "carrier_compliance" USING btree ("verified_dot") WHERE "carrier_compliance"."verified_dot" is not null;
--> statement-breakpoint
CREATE UNIQUE INDEX "carrier_compliance_verified_mc_unique" ON "carrier_compliance" USING btree ("verified_mc") WHERE "carrier_compliance"."verified_mc" is not null;
--> statement-breakpoint
CREATE TABLE "compliance_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"carrier_account_id" integer NOT NULL,
	"trigger" text NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"registry" jsonb,
	"error" text,
	"changed" boolean DEFAULT false NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "compliance_checks" ADD CONSTRAINT "compliance_checks_carrier_account_id_accounts_id_fk" FOREIGN KEY ("carrier_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "compliance_checks_carrier_idx" ON "compliance_checks" USING btree ("carrier_account_id","checked_at");
--> statement-breakpoint
CREATE TABLE "carrier_policies" (
	"shipper_account_id" integer PRIMARY KEY NOT NULL,
	"rules" jsonb NOT NULL,
	"cargo_minimum_cents" bigint NOT NULL,
	"bipd_minimum_cents" bigint NOT NULL,
	"authority_min_days" integer NOT NULL,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carrier_policies" ADD CONSTRAINT "carrier_policies_shipper_account_id_accounts_id_fk" FOREIGN KEY ("shipper_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "carrier_policies" ADD CONSTRAINT "carrier_policies_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "identity_codes" (
	"carrier_account_id" integer PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"sent_to" text NOT NULL,
	"dot_number" text,
	"mc_number" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity_codes" ADD CONSTRAINT "identity_codes_carrier_account_id_accounts_id_fk" FOREIGN KEY ("carrier_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "rate_confirmation_seals" (
	"sha256" text PRIMARY KEY NOT NULL,
	"rate_confirmation_id" integer NOT NULL,
	"load_id" integer NOT NULL,
	"version" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rate_confirmation_seals" ADD CONSTRAINT "rate_confirmation_seals_rate_confirmation_id_rate_confirmations_id_fk" FOREIGN KEY ("rate_confirmation_id") REFERENCES "public"."rate_confirmations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "contact_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"carrier_account_id" integer NOT NULL,
	"load_id" integer NOT NULL,
	"field" text NOT NULL,
	"by_user_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_changes" ADD CONSTRAINT "contact_changes_carrier_account_id_accounts_id_fk" FOREIGN KEY ("carrier_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contact_changes" ADD CONSTRAINT "contact_changes_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "contact_changes" ADD CONSTRAINT "contact_changes_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "contact_changes_carrier_idx" ON "contact_changes" USING btree ("carrier_account_id","changed_at");
--> statement-breakpoint
-- Why an entry of a load's history happened when its status alone does not say (an award over
-- the carrier policy with its reason, a routing-guide offer skipped for the policy).
ALTER TABLE "load_status_history" ADD COLUMN "note" text;
--> statement-breakpoint
-- The carrier policy rule's block verdict in SQL, for the lists that filter on it (a carrier
-- blocked by a rule never sees that shipper's private loads). The same rule as `evaluate` in
-- packages/shared/src/domain/carrier-policy.ts, on what carrier_compliance keeps of the last
-- check: the rules broken whatever the shipper's minimums, and the amounts and date the
-- minimums are compared with. A shipper without a saved policy has the defaults of PRODUCT.md 15.
CREATE FUNCTION "carrier_blocked"("shipper" integer, "carrier" integer) RETURNS boolean
LANGUAGE sql STABLE AS $$
  with p as (
    select coalesce(
        (select rules from carrier_policies where shipper_account_id = shipper),
        '{"authority_inactive":"block","out_of_service":"block","insurance_expired":"block","cargo_below_minimum":"warn","bipd_below_minimum":"warn","safety_unsatisfactory":"warn","authority_newer_than":"off","unverifiable":"warn","identity_unverified":"off"}'::jsonb
      ) as rules,
      coalesce((select cargo_minimum_cents from carrier_policies where shipper_account_id = shipper), 10000000) as cargo_min,
      coalesce((select bipd_minimum_cents from carrier_policies where shipper_account_id = shipper), 75000000) as bipd_min,
      coalesce((select authority_min_days from carrier_policies where shipper_account_id = shipper), 90) as min_days
  ), c as (
    select coalesce(cc.broken_rules, '{unverifiable,identity_unverified}'::text[]) as broken,
      cc.registry is not null as found, cc.cargo_cents, cc.bipd_cents, cc.authority_since
    from (select 1) as one
    left join carrier_compliance cc on cc.carrier_account_id = carrier
  )
  select exists (select 1 from unnest(c.broken) as r(rule) where p.rules ->> r.rule = 'block')
    or (c.found and p.rules ->> 'cargo_below_minimum' = 'block' and coalesce(c.cargo_cents, 0) < p.cargo_min)
    or (c.found and p.rules ->> 'bipd_below_minimum' = 'block' and coalesce(c.bipd_cents, 0) < p.bipd_min)
    or (c.found and p.rules ->> 'authority_newer_than' = 'block'
        and (c.authority_since is null or c.authority_since > (now() at time zone 'utc')::date - p.min_days))
  from p, c
$$;
