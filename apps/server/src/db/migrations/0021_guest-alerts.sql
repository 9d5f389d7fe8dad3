-- Guest property alerts (issue 20, decision 029): a saved search tied to an email address instead of an account,
-- in its own mail language, sent nothing until its confirmation link is opened (confirmed_at).
ALTER TABLE "saved_searches" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "guest_email" text;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "confirmed_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
-- A person's search was allowed to send from the moment it was saved.
UPDATE "saved_searches" SET "confirmed_at" = "created_at";--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_guest_url_idx" ON "saved_searches" USING btree (lower("guest_email"),"url") WHERE "saved_searches"."guest_email" is not null;--> statement-breakpoint
CREATE INDEX "saved_searches_waiting_idx" ON "saved_searches" USING btree ("created_at") WHERE "saved_searches"."confirmed_at" is null;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_owner_check" CHECK (("saved_searches"."user_id" is null) <> ("saved_searches"."guest_email" is null));--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_confirmed_check" CHECK ("saved_searches"."user_id" is null or "saved_searches"."confirmed_at" is not null);--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_locale_check" CHECK ("saved_searches"."locale" in ('en', 'hi'));