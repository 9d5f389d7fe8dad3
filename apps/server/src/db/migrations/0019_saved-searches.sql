-- Saved searches (issue 20, decision 029): each person's searches as canonical results URLs, with their filters in columns so one query finds the searches a new listing satisfies.
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"frequency" text DEFAULT 'daily' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_alerted_at" timestamp with time zone,
	"purpose" text,
	"property_type" text,
	"city_slug" text,
	"locality_slug" text,
	"residential_sub_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"commercial_sub_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"bedrooms_exact" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"bedrooms_at_least" smallint,
	"bathrooms_exact" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"bathrooms_at_least" smallint,
	"furnishing" text[] DEFAULT '{}'::text[] NOT NULL,
	"posted_by" text[] DEFAULT '{}'::text[] NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"budget_min" bigint,
	"budget_max" bigint,
	"area_min" double precision,
	"area_max" double precision,
	"search_term" text DEFAULT '' NOT NULL,
	CONSTRAINT "saved_searches_frequency_check" CHECK ("saved_searches"."frequency" in ('instant', 'daily', 'weekly', 'off')),
	CONSTRAINT "saved_searches_purpose_check" CHECK ("saved_searches"."purpose" in ('sell', 'rent', 'pg')),
	CONSTRAINT "saved_searches_property_type_check" CHECK ("saved_searches"."property_type" in ('residential', 'commercial')),
	CONSTRAINT "saved_searches_name_check" CHECK (char_length("saved_searches"."name") between 1 and 80),
	CONSTRAINT "saved_searches_locality_check" CHECK ("saved_searches"."locality_slug" is null or "saved_searches"."city_slug" is not null),
	CONSTRAINT "saved_searches_furnishing_check" CHECK ("saved_searches"."furnishing" <@ array['furnished', 'semi-furnished', 'unfurnished']::text[]),
	CONSTRAINT "saved_searches_posted_by_check" CHECK ("saved_searches"."posted_by" <@ array['owner', 'builder']::text[]),
	CONSTRAINT "saved_searches_amenities_check" CHECK ("saved_searches"."amenities" <@ array['lift', 'powerBackup', 'security', 'swimmingPool', 'gym', 'park', 'clubhouse', 'rainwaterHarvesting', 'wasteDisposal', 'internet', 'gasPipeline', 'fireAlarm', 'parking', 'childrenPlayArea', 'indoorGames']::text[]),
	CONSTRAINT "saved_searches_ranges_check" CHECK (("saved_searches"."budget_min" is null or "saved_searches"."budget_max" is null or "saved_searches"."budget_min" <= "saved_searches"."budget_max") and ("saved_searches"."area_min" is null or "saved_searches"."area_max" is null or "saved_searches"."area_min" <= "saved_searches"."area_max"))
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_user_url_idx" ON "saved_searches" USING btree ("user_id","url");--> statement-breakpoint
CREATE INDEX "saved_searches_user_created_idx" ON "saved_searches" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_searches_match_idx" ON "saved_searches" USING btree ("purpose","property_type","city_slug");--> statement-breakpoint
CREATE INDEX "saved_searches_amenities_idx" ON "saved_searches" USING gin ("amenities");