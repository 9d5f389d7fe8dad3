-- Moderation and suspension (issue 16, decision 019): hidden listings, owners' appeals, suspended accounts, and
-- `listed` on every listing, true unless hidden or its poster suspended; the search's B-trees hold listed rows only.
CREATE TABLE "listing_appeals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"owner_id" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reply" text,
	"decided_by_id" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_appeals_status_check" CHECK ("listing_appeals"."status" in ('open', 'upheld', 'restored'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
DROP INDEX "properties_created_at_idx";--> statement-breakpoint
DROP INDEX "properties_purpose_created_at_idx";--> statement-breakpoint
DROP INDEX "properties_type_created_at_idx";--> statement-breakpoint
DROP INDEX "properties_price_idx";--> statement-breakpoint
DROP INDEX "properties_purpose_price_idx";--> statement-breakpoint
DROP INDEX "properties_primary_area_idx";--> statement-breakpoint
DROP INDEX "properties_search_filter_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "hidden_note" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "hidden_by" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "suspended_by" text;--> statement-breakpoint
ALTER TABLE "listing_appeals" ADD CONSTRAINT "listing_appeals_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_appeals" ADD CONSTRAINT "listing_appeals_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listing_appeals_one_open_idx" ON "listing_appeals" USING btree ("property_id") WHERE "listing_appeals"."status" = 'open';--> statement-breakpoint
CREATE INDEX "listing_appeals_property_idx" ON "listing_appeals" USING btree ("property_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listing_appeals_status_idx" ON "listing_appeals" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "properties_unlisted_idx" ON "properties" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE not "properties"."listed";--> statement-breakpoint
CREATE INDEX "user_phone_idx" ON "user" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "properties_created_at_idx" ON "properties" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "properties"."listed";--> statement-breakpoint
CREATE INDEX "properties_purpose_created_at_idx" ON "properties" USING btree ("purpose","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "properties"."listed";--> statement-breakpoint
CREATE INDEX "properties_type_created_at_idx" ON "properties" USING btree ("type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "properties"."listed";--> statement-breakpoint
CREATE INDEX "properties_price_idx" ON "properties" USING btree ("price","id") WHERE "properties"."listed";--> statement-breakpoint
CREATE INDEX "properties_purpose_price_idx" ON "properties" USING btree ("purpose","price","id","type","bedrooms","bathrooms","sub_type","furnishing","posted_by_type","verification_status","carpet_area","built_up_area","plot_area") WHERE "properties"."listed";--> statement-breakpoint
CREATE INDEX "properties_primary_area_idx" ON "properties" USING btree ("primary_area" DESC NULLS LAST,"id" DESC NULLS FIRST,"purpose","type","bedrooms","bathrooms","sub_type","furnishing","posted_by_type","verification_status","carpet_area","built_up_area","plot_area") WHERE "properties"."listed";--> statement-breakpoint
CREATE INDEX "properties_search_filter_idx" ON "properties" USING btree ("type","purpose","bedrooms","price","id","created_at","primary_area","bathrooms","sub_type","furnishing","posted_by_type","verification_status","carpet_area","built_up_area","plot_area","amenities") WHERE "properties"."listed";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('role.change', 'verification.approve', 'verification.reject', 'verification.revoke', 'listing.hide', 'listing.restore', 'listing.delete', 'appeal.answer', 'account.suspend', 'account.unsuspend'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_hidden_reason_check" CHECK ("properties"."hidden_reason" in ('fake', 'duplicate', 'wrong-details', 'unavailable', 'offensive', 'spam', 'owner-request', 'other'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_hidden_check" CHECK (("properties"."hidden_at" is null) = ("properties"."hidden_reason" is null) and ("properties"."hidden_at" is null) = ("properties"."hidden_by" is null) and ("properties"."hidden_at" is null or not "properties"."listed"));--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_suspension_check" CHECK (("user"."suspended_at" is null) = ("user"."suspension_reason" is null) and ("user"."suspended_at" is null) = ("user"."suspended_by" is null));