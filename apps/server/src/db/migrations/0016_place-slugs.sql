-- Place pages (issue 18, decision 023): each listing's city and locality slug, the identity of its place page. The
-- slug rule (domain placeSlug: NFC, lower case, Unicode letters, marks and digits) is TypeScript, so existing rows
-- are filled after this migration by backfillPlaceSlugs (db/place-slugs.ts), which the small partial index finds.
ALTER TABLE "properties" ADD COLUMN "city_slug" text;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "locality_slug" text;--> statement-breakpoint
CREATE INDEX "properties_place_idx" ON "properties" USING btree ("city_slug","type","purpose","locality_slug","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"updated_at","price","primary_area","bedrooms","bathrooms","sub_type","furnishing","posted_by_type","verification_status","carpet_area","built_up_area","plot_area","amenities") WHERE "properties"."listed";--> statement-breakpoint
CREATE INDEX "properties_slug_backfill_idx" ON "properties" USING btree ("id") WHERE "properties"."city_slug" is null;