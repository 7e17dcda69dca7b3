CREATE TABLE "load_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"load_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"upload_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"uploaded_by_user_id" integer,
	"review_approved" boolean,
	"review_reason" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "load_documents_kind_check" CHECK ("load_documents"."kind" in ('bol', 'pod', 'other'))
);
--> statement-breakpoint
CREATE TABLE "load_share_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"load_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_by_user_id" integer,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "load_tracking" (
	"id" serial PRIMARY KEY NOT NULL,
	"load_id" integer NOT NULL,
	"last_check_call_at" timestamp with time zone,
	"eta" timestamp with time zone,
	"at_risk_notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "load_tracking_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"load_id" integer NOT NULL,
	"type" text NOT NULL,
	"milestone" text,
	"note" text,
	"eta" timestamp with time zone,
	"city" text,
	"state" text,
	"by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "load_tracking_type_check" CHECK ("load_tracking_events"."type" in ('milestone', 'check_call')),
	CONSTRAINT "load_tracking_milestone_check" CHECK ("load_tracking_events"."milestone" is null or "load_tracking_events"."milestone" in ('dispatched', 'arrived_pickup', 'departed_pickup', 'arrived_delivery', 'delivered'))
);
--> statement-breakpoint
CREATE TABLE "rate_confirmations" (
	"id" serial PRIMARY KEY NOT NULL,
	"load_id" integer NOT NULL,
	"version" integer NOT NULL,
	"carrier_account_id" integer NOT NULL,
	"rate_cents" bigint NOT NULL,
	"terms" jsonb NOT NULL,
	"object_key" text,
	"acknowledged_name" text,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_confirmations_version_check" CHECK ("rate_confirmations"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "load_documents" ADD CONSTRAINT "load_documents_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_documents" ADD CONSTRAINT "load_documents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_documents" ADD CONSTRAINT "load_documents_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_documents" ADD CONSTRAINT "load_documents_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_share_links" ADD CONSTRAINT "load_share_links_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_share_links" ADD CONSTRAINT "load_share_links_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_tracking" ADD CONSTRAINT "load_tracking_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_tracking_events" ADD CONSTRAINT "load_tracking_events_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "load_tracking_events" ADD CONSTRAINT "load_tracking_events_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_confirmations" ADD CONSTRAINT "rate_confirmations_load_id_loads_id_fk" FOREIGN KEY ("load_id") REFERENCES "public"."loads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_confirmations" ADD CONSTRAINT "rate_confirmations_carrier_account_id_accounts_id_fk" FOREIGN KEY ("carrier_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_confirmations" ADD CONSTRAINT "rate_confirmations_acknowledged_by_user_id_users_id_fk" FOREIGN KEY ("acknowledged_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "load_documents_load_idx" ON "load_documents" USING btree ("load_id");--> statement-breakpoint
CREATE UNIQUE INDEX "load_documents_upload_unique" ON "load_documents" USING btree ("upload_id");--> statement-breakpoint
CREATE UNIQUE INDEX "load_share_links_token_unique" ON "load_share_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "load_share_links_load_idx" ON "load_share_links" USING btree ("load_id");--> statement-breakpoint
CREATE UNIQUE INDEX "load_tracking_load_unique" ON "load_tracking" USING btree ("load_id");--> statement-breakpoint
CREATE INDEX "load_tracking_events_load_idx" ON "load_tracking_events" USING btree ("load_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "load_tracking_milestone_once" ON "load_tracking_events" USING btree ("load_id","milestone") WHERE "load_tracking_events"."type" = 'milestone';--> statement-breakpoint
CREATE UNIQUE INDEX "rate_confirmations_load_version_unique" ON "rate_confirmations" USING btree ("load_id","version");