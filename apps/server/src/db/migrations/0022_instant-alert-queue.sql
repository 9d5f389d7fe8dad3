-- Instant alerts' outbox (issue 20, decision 029): one row per listing waiting to be matched, written with the change that made it worth an alert, deleted by the instant-alerts job with its ledger claims.
CREATE TABLE "instant_alert_queue" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "instant_alert_queue" ADD CONSTRAINT "instant_alert_queue_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;