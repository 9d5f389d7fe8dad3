-- Scheduled work (issue 17, decision 020): one row per run of a job, written by whichever process ran it, for the
-- console's Jobs section; the audit log learns an admin's 'Run now'. The job engine (pg-boss) keeps its own queue
-- tables in the pgboss schema, which it creates and updates itself when a server starts.
CREATE TABLE "job_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job" text NOT NULL,
	"trigger" text NOT NULL,
	"attempt" integer DEFAULT 1 NOT NULL,
	"outcome" text DEFAULT 'running' NOT NULL,
	"summary" jsonb,
	"error" text,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "job_runs_trigger_check" CHECK ("job_runs"."trigger" in ('schedule', 'manual')),
	CONSTRAINT "job_runs_outcome_check" CHECK ("job_runs"."outcome" in ('running', 'succeeded', 'failed')),
	CONSTRAINT "job_runs_attempt_check" CHECK ("job_runs"."attempt" > 0)
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_target_type_check";--> statement-breakpoint
CREATE INDEX "job_runs_job_idx" ON "job_runs" USING btree ("job","started_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('role.change', 'verification.approve', 'verification.reject', 'verification.revoke', 'listing.hide', 'listing.restore', 'listing.delete', 'appeal.answer', 'account.suspend', 'account.unsuspend', 'message.reply', 'message.status', 'report.decide', 'flag.decide', 'job.run'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_target_type_check" CHECK ("audit_log"."target_type" in ('account', 'listing', 'message', 'job'));