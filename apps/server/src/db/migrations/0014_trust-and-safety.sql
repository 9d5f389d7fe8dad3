-- Trust and safety (issue 17): people's reports of listings, broker flags for the team, and listings that expire
-- unless their owner confirms them. Listings already posted count as confirmed when posted, and none expires
-- sooner than 14 days after this migration, so every owner gets the reminders first (decision 020).
CREATE TABLE "broker_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"evidence" jsonb NOT NULL,
	"evidence_key" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decision_note" text,
	"decided_by_id" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "broker_flags_kind_check" CHECK ("broker_flags"."kind" in ('shared-phone', 'many-listings', 'brokerage-wording')),
	CONSTRAINT "broker_flags_status_check" CHECK ("broker_flags"."status" in ('open', 'dismissed', 'confirmed'))
);
--> statement-breakpoint
CREATE TABLE "listing_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"reporter_id" text,
	"reason" text NOT NULL,
	"details" text,
	"counts_for_hiding" boolean NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decision_note" text,
	"decided_by_id" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_reports_reason_check" CHECK ("listing_reports"."reason" in ('unavailable', 'fake-photos', 'wrong-details', 'broker-as-owner', 'advance-payment', 'duplicate', 'other')),
	CONSTRAINT "listing_reports_status_check" CHECK ("listing_reports"."status" in ('open', 'upheld', 'dismissed'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "properties" DROP CONSTRAINT "properties_hidden_reason_check";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "confirmed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '60 days' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "expiry_reminder_days" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
UPDATE "properties" SET "confirmed_at" = "created_at", "expires_at" = greatest("created_at" + interval '60 days', now() + interval '14 days');--> statement-breakpoint
ALTER TABLE "broker_flags" ADD CONSTRAINT "broker_flags_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reports" ADD CONSTRAINT "listing_reports_reporter_id_user_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "broker_flags_evidence_idx" ON "broker_flags" USING btree ("user_id","kind","evidence_key");--> statement-breakpoint
CREATE INDEX "broker_flags_status_idx" ON "broker_flags" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reports_one_per_person_idx" ON "listing_reports" USING btree ("property_id","reporter_id");--> statement-breakpoint
CREATE INDEX "listing_reports_property_idx" ON "listing_reports" USING btree ("property_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listing_reports_status_idx" ON "listing_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "listing_reports_reporter_idx" ON "listing_reports" USING btree ("reporter_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_expires_at_idx" ON "properties" USING btree ("expires_at") WHERE "properties"."listed";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('role.change', 'verification.approve', 'verification.reject', 'verification.revoke', 'listing.hide', 'listing.restore', 'listing.delete', 'appeal.answer', 'account.suspend', 'account.unsuspend', 'message.reply', 'message.status', 'report.decide', 'flag.decide'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_lifecycle_check" CHECK (("properties"."expired_at" is null or not "properties"."listed") and ("properties"."withdrawn_at" is null or not "properties"."listed"));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_expiry_reminder_check" CHECK ("properties"."expiry_reminder_days" is null or "properties"."expiry_reminder_days" > 0);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_hidden_reason_check" CHECK ("properties"."hidden_reason" in ('fake', 'duplicate', 'wrong-details', 'unavailable', 'offensive', 'spam', 'owner-request', 'other', 'reports'));