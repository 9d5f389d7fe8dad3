DROP INDEX "properties_purpose_price_idx";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "location_text" text GENERATED ALWAYS AS (lower(address || ' ' || coalesce(society, '') || ' ' || coalesce(sub_locality, ''))) STORED;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "primary_area" double precision GENERATED ALWAYS AS (coalesce(case when carpet_area > 0 then carpet_area end, case when built_up_area > 0 then built_up_area end, case when plot_area > 0 then plot_area end)) STORED;--> statement-breakpoint
CREATE INDEX "properties_price_idx" ON "properties" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "properties_primary_area_idx" ON "properties" USING btree ("primary_area" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "properties_location_text_trgm_idx" ON "properties" USING gin ("location_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "properties_amenities_idx" ON "properties" USING gin ("amenities");--> statement-breakpoint
CREATE INDEX "properties_bedrooms_idx" ON "properties" USING btree ("bedrooms");--> statement-breakpoint
CREATE INDEX "properties_bathrooms_idx" ON "properties" USING btree ("bathrooms");--> statement-breakpoint
CREATE INDEX "properties_furnishing_idx" ON "properties" USING btree ("furnishing");--> statement-breakpoint
CREATE INDEX "properties_posted_by_type_idx" ON "properties" USING btree ("posted_by_type");--> statement-breakpoint
CREATE INDEX "properties_carpet_area_idx" ON "properties" USING btree ("carpet_area");--> statement-breakpoint
CREATE INDEX "properties_built_up_area_idx" ON "properties" USING btree ("built_up_area");--> statement-breakpoint
CREATE INDEX "properties_plot_area_idx" ON "properties" USING btree ("plot_area");--> statement-breakpoint
CREATE INDEX "properties_verified_created_at_idx" ON "properties" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE verification_status;--> statement-breakpoint
CREATE INDEX "properties_purpose_price_idx" ON "properties" USING btree ("purpose","price","id");