-- Minors (issue 25, docs/decisions/0088): a private date of birth, the instant of the 18th
-- birthday in the hometown's zone, the guardian and where their consent stands; the guardian's
-- decisions on record; business types closed to minors (the seed sets the flag by name).
ALTER TABLE "athlete_profiles" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD COLUMN "adult_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD COLUMN "guardian_email" text;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD COLUMN "guardian_consent" text DEFAULT 'not_needed' NOT NULL;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD COLUMN "guardian_digest_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD COLUMN "guardian_ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_types" ADD COLUMN "closed_to_minors" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE TABLE "guardian_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"athlete_id" uuid NOT NULL,
	"guardian_email" text NOT NULL,
	"decision" text NOT NULL,
	"guardian_name" text,
	"text_version" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "guardian_decisions" ADD CONSTRAINT "guardian_decisions_athlete_id_athlete_profiles_profile_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athlete_profiles"("profile_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guardian_decisions_athlete_idx" ON "guardian_decisions" USING btree ("athlete_id","created_at");--> statement-breakpoint
-- The birthday worker's and search's read: minors with a guardian, by the instant they turn 18.
CREATE INDEX "athlete_profiles_adult_at_idx" ON "athlete_profiles" USING btree ("adult_at") WHERE "guardian_email" IS NOT NULL;
