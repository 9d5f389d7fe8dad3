-- Saved-search alerts (issue 20, decision 029): the ledger of which listing went out to which saved search, so none is mailed twice.
CREATE TABLE "saved_search_alerts" (
	"saved_search_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_alerts_saved_search_id_property_id_pk" PRIMARY KEY("saved_search_id","property_id")
);
--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_alerts_property_idx" ON "saved_search_alerts" USING btree ("property_id");