-- Minors in offers (issue 25, docs/decisions/0089): a minor's acceptance waits for the athlete's
-- and the guardian's confirmation, each recorded on the offer (and as a history row).
ALTER TABLE "offers" ADD COLUMN "athlete_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "guardian_confirmed_at" timestamp with time zone;
