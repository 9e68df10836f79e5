CREATE TABLE "representation_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"athlete_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"requested_by" text NOT NULL,
	"sent_to" text,
	"emailed_at" timestamp with time zone,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "representation_requests" ADD CONSTRAINT "representation_requests_athlete_id_users_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representation_requests" ADD CONSTRAINT "representation_requests_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "representation_one_agent_idx" ON "representation_requests" USING btree ("athlete_id") WHERE "representation_requests"."status" = 'accepted';--> statement-breakpoint
CREATE UNIQUE INDEX "representation_one_pending_idx" ON "representation_requests" USING btree ("athlete_id","agent_id") WHERE "representation_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "representation_agent_idx" ON "representation_requests" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "representation_sent_to_idx" ON "representation_requests" USING btree ("sent_to");--> statement-breakpoint
INSERT INTO "representation_requests" ("athlete_id", "agent_id", "requested_by", "status", "created_at", "decided_at")
	SELECT "athlete_id", "agent_id", 'athlete', 'accepted', "created_at", "created_at" FROM "representations";--> statement-breakpoint
DROP TABLE "representations";
