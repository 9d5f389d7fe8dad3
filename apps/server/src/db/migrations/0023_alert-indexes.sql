-- Alert indexes (issue 20, decision 029, measured by npm run bench:alerts): the listings changed since a time, for the digests' window; the reverse match probing city × purpose × type (any or the listing's) instead of a GIN on amenities that read nearly every search; the due searches of a frequency in person order.
DROP INDEX "saved_searches_match_idx";--> statement-breakpoint
DROP INDEX "saved_searches_amenities_idx";--> statement-breakpoint
CREATE INDEX "properties_changed_idx" ON "properties" USING btree (greatest("created_at", "updated_at"));--> statement-breakpoint
CREATE INDEX "saved_searches_due_idx" ON "saved_searches" USING btree ("frequency","user_id","id");--> statement-breakpoint
CREATE INDEX "saved_searches_reverse_idx" ON "saved_searches" USING btree (coalesce("city_slug", ''),coalesce("purpose", ''),coalesce("property_type", ''));--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_city_slug_check" CHECK ("saved_searches"."city_slug" <> '');