DROP INDEX "properties_bedrooms_idx";--> statement-breakpoint
DROP INDEX "properties_bathrooms_idx";--> statement-breakpoint
DROP INDEX "properties_furnishing_idx";--> statement-breakpoint
DROP INDEX "properties_posted_by_type_idx";--> statement-breakpoint
DROP INDEX "properties_verified_created_at_idx";--> statement-breakpoint
DROP INDEX "properties_purpose_price_idx";--> statement-breakpoint
DROP INDEX "properties_primary_area_idx";--> statement-breakpoint
CREATE INDEX "properties_search_filter_idx" ON "properties" USING btree ("type","purpose","bedrooms","price","id","created_at","primary_area","bathrooms","sub_type","furnishing","posted_by_type","verification_status","carpet_area","built_up_area","plot_area","amenities");--> statement-breakpoint
CREATE INDEX "properties_purpose_price_idx" ON "properties" USING btree ("purpose","price","id","type","bedrooms","bathrooms","sub_type","furnishing","posted_by_type","verification_status","carpet_area","built_up_area","plot_area");--> statement-breakpoint
CREATE INDEX "properties_primary_area_idx" ON "properties" USING btree ("primary_area" DESC NULLS LAST,"id" DESC NULLS FIRST,"purpose","type","bedrooms","bathrooms","sub_type","furnishing","posted_by_type","verification_status","carpet_area","built_up_area","plot_area");