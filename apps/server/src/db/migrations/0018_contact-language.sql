-- The language of the page a contact message was sent from (issue 19): the team's reply mail is framed in it.
ALTER TABLE "contact_messages" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_locale_check" CHECK ("contact_messages"."locale" in ('en', 'hi'));