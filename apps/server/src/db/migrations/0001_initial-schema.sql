CREATE TABLE "inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"message" text NOT NULL,
	"contact_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"purpose" text NOT NULL,
	"type" text NOT NULL,
	"sub_type" text NOT NULL,
	"price" bigint NOT NULL,
	"security_deposit" bigint,
	"price_in_words" text DEFAULT '' NOT NULL,
	"price_negotiable" boolean DEFAULT false NOT NULL,
	"bedrooms" smallint,
	"bathrooms" smallint,
	"balconies" smallint,
	"carpet_area" double precision,
	"built_up_area" double precision,
	"plot_area" double precision,
	"furnishing" text,
	"city" text NOT NULL,
	"locality" text NOT NULL,
	"sub_locality" text,
	"society" text,
	"address" text NOT NULL,
	"pincode" text NOT NULL,
	"available_from" date,
	"tenant_preference" text,
	"agreement_type" text DEFAULT 'any' NOT NULL,
	"broker_allowed" boolean DEFAULT true NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"features" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"additional_charges" jsonb DEFAULT '{"electricity":false,"water":false,"maintenance":false}'::jsonb NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"videos" text[] DEFAULT '{}'::text[] NOT NULL,
	"audio_description" text,
	"views" integer DEFAULT 0 NOT NULL,
	"property_score" smallint DEFAULT 0 NOT NULL,
	"verification_status" boolean DEFAULT false NOT NULL,
	"posted_by_id" text NOT NULL,
	"posted_by_type" text NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(title || ' ' || description || ' ' || city || ' ' || locality)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_purpose_check" CHECK ("properties"."purpose" in ('sell', 'rent', 'pg')),
	CONSTRAINT "properties_type_check" CHECK ("properties"."type" in ('residential', 'commercial')),
	CONSTRAINT "properties_furnishing_check" CHECK ("properties"."furnishing" in ('furnished', 'semi-furnished', 'unfurnished')),
	CONSTRAINT "properties_tenant_preference_check" CHECK ("properties"."tenant_preference" in ('family', 'men', 'women', 'any')),
	CONSTRAINT "properties_agreement_type_check" CHECK ("properties"."agreement_type" in ('company', 'any')),
	CONSTRAINT "properties_posted_by_type_check" CHECK ("properties"."posted_by_type" in ('owner', 'builder', 'agent')),
	CONSTRAINT "properties_price_check" CHECK ("properties"."price" >= 0 and ("properties"."security_deposit" is null or "properties"."security_deposit" >= 0)),
	CONSTRAINT "properties_views_check" CHECK ("properties"."views" >= 0),
	CONSTRAINT "properties_score_check" CHECK ("properties"."property_score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "property_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"url" text NOT NULL,
	"width" integer,
	"height" integer,
	CONSTRAINT "property_images_position_check" CHECK ("property_images"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "saved_properties" (
	"user_id" text NOT NULL,
	"property_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_properties_user_id_property_id_pk" PRIMARY KEY("user_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"phone" text,
	"type" text DEFAULT 'owner' NOT NULL,
	"avatar_url" text,
	"phone_verified" boolean DEFAULT false NOT NULL,
	"terms_accepted" boolean DEFAULT false NOT NULL,
	"terms_accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email"),
	CONSTRAINT "user_type_check" CHECK ("user"."type" in ('owner', 'builder', 'agent'))
);
--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_posted_by_id_user_id_fk" FOREIGN KEY ("posted_by_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_images" ADD CONSTRAINT "property_images_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_properties" ADD CONSTRAINT "saved_properties_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_properties" ADD CONSTRAINT "saved_properties_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiries_property_idx" ON "inquiries" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "inquiries_user_idx" ON "inquiries" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inquiries_one_view_per_user_idx" ON "inquiries" USING btree ("property_id","user_id") WHERE message = 'Property viewed';--> statement-breakpoint
CREATE INDEX "properties_created_at_idx" ON "properties" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "properties_purpose_created_at_idx" ON "properties" USING btree ("purpose","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "properties_purpose_price_idx" ON "properties" USING btree ("purpose","price");--> statement-breakpoint
CREATE INDEX "properties_type_created_at_idx" ON "properties" USING btree ("type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "properties_posted_by_idx" ON "properties" USING btree ("posted_by_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "properties_search_text_trgm_idx" ON "properties" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "property_images_property_position_idx" ON "property_images" USING btree ("property_id","position");--> statement-breakpoint
CREATE INDEX "saved_properties_property_idx" ON "saved_properties" USING btree ("property_id");