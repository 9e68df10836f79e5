CREATE TABLE "shortlist_entries" (
	"owner_id" uuid NOT NULL,
	"athlete_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shortlist_entries_owner_id_athlete_id_pk" PRIMARY KEY("owner_id","athlete_id")
);--> statement-breakpoint
CREATE TABLE "athlete_daily_stats" (
	"athlete_id" uuid NOT NULL,
	"day" date NOT NULL,
	"appearances" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "athlete_daily_stats_athlete_id_day_pk" PRIMARY KEY("athlete_id","day")
);--> statement-breakpoint
ALTER TABLE "shortlist_entries" ADD CONSTRAINT "shortlist_entries_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlist_entries" ADD CONSTRAINT "shortlist_entries_athlete_id_athlete_profiles_profile_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athlete_profiles"("profile_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "athlete_daily_stats" ADD CONSTRAINT "athlete_daily_stats_athlete_id_athlete_profiles_profile_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athlete_profiles"("profile_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shortlist_entries_owner_idx" ON "shortlist_entries" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "shortlist_entries_athlete_idx" ON "shortlist_entries" USING btree ("athlete_id");
