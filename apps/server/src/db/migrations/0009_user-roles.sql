-- Every account gets a role (docs/decisions/017): member by default; moderators and admins are the team.
ALTER TABLE "user" ADD COLUMN "role" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
CREATE INDEX "user_team_idx" ON "user" USING btree ("role") WHERE "user"."role" <> 'member';--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_role_check" CHECK ("user"."role" in ('member', 'moderator', 'admin'));