-- The team's inbox (issue 16): contact messages get a status (open, answered, closed) with who moved it and when, and
-- the replies mailed to their senders; the audit log learns the inbox's two actions.
CREATE TABLE "contact_message_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"body" text NOT NULL,
	"sent_by_id" text NOT NULL,
	"sent_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "answered_by_id" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "answered_by" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "closed_by_id" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "closed_by" text;--> statement-breakpoint
ALTER TABLE "contact_message_replies" ADD CONSTRAINT "contact_message_replies_message_id_contact_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_message_replies_message_idx" ON "contact_message_replies" USING btree ("message_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('role.change', 'verification.approve', 'verification.reject', 'verification.revoke', 'listing.hide', 'listing.restore', 'listing.delete', 'appeal.answer', 'account.suspend', 'account.unsuspend', 'message.reply', 'message.status'));--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_status_check" CHECK ("contact_messages"."status" in ('open', 'answered', 'closed'));--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_answered_check" CHECK (("contact_messages"."answered_at" is null) = ("contact_messages"."answered_by" is null) and ("contact_messages"."status" <> 'answered' or "contact_messages"."answered_at" is not null));--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_closed_check" CHECK (("contact_messages"."closed_at" is not null) = ("contact_messages"."status" = 'closed') and ("contact_messages"."closed_at" is null) = ("contact_messages"."closed_by" is null));