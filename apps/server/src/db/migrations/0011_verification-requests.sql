-- The verification workflow (issue 16, decision 018): requests with their history, and on a verified listing
-- when, by whom and on what evidence. Listings verified before this keep their badge, dated by their last change.
CREATE TABLE "verification_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"checklist" jsonb,
	"reason" text,
	"decided_by_id" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_requests_trigger_check" CHECK ("verification_requests"."trigger" in ('owner', 'edited')),
	CONSTRAINT "verification_requests_status_check" CHECK ("verification_requests"."status" in ('open', 'approved', 'rejected', 'revoked', 'lapsed'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "verified_by_id" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "verification_evidence" jsonb;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "verification_requests_one_open_idx" ON "verification_requests" USING btree ("property_id") WHERE "verification_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "verification_requests_property_idx" ON "verification_requests" USING btree ("property_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "verification_requests_status_idx" ON "verification_requests" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('role.change', 'verification.approve', 'verification.reject', 'verification.revoke'));--> statement-breakpoint
UPDATE "properties" SET "verified_at" = "updated_at" WHERE "verification_status" AND "verified_at" IS NULL;