-- Place suggestions (issue 21, decision 032): a small table of the places live listings name, with their keys and
-- live counts, rebuilt by the refresh-place-suggestions job; and an index the rebuild groups the listings from.
CREATE TABLE "place_suggestions" (
	"kind" text NOT NULL,
	"city_slug" text NOT NULL,
	"locality_slug" text DEFAULT '' NOT NULL,
	"society_key" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"city_name" text NOT NULL,
	"locality_name" text,
	"key" text NOT NULL,
	"listings" integer NOT NULL,
	"buy" integer NOT NULL,
	"rent" integer NOT NULL,
	"pg" integer NOT NULL,
	"commercial" integer NOT NULL,
	CONSTRAINT "place_suggestions_kind_city_slug_locality_slug_society_key_pk" PRIMARY KEY("kind","city_slug","locality_slug","society_key"),
	CONSTRAINT "place_suggestions_kind_check" CHECK ("place_suggestions"."kind" in ('city', 'locality', 'society'))
);
--> statement-breakpoint
CREATE INDEX "place_suggestions_key_idx" ON "place_suggestions" USING btree ("key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "properties_place_summary_idx" ON "properties" USING btree ("city_slug","locality_slug","society","purpose","type","city","locality") WHERE "properties"."listed";