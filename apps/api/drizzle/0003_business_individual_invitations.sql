CREATE TABLE "business_profile_goals" (
	"profile_id" uuid NOT NULL,
	"goal_id" integer NOT NULL,
	CONSTRAINT "business_profile_goals_profile_id_goal_id_pk" PRIMARY KEY("profile_id","goal_id")
);
--> statement-breakpoint
CREATE TABLE "business_profile_tactics" (
	"profile_id" uuid NOT NULL,
	"tactic_id" integer NOT NULL,
	CONSTRAINT "business_profile_tactics_profile_id_tactic_id_pk" PRIMARY KEY("profile_id","tactic_id")
);
--> statement-breakpoint
CREATE TABLE "business_profiles" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"website" text,
	"location_id" integer NOT NULL,
	"type_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "individual_profiles" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"website" text,
	"location_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"inviter_id" uuid NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"joined_at" timestamp with time zone,
	"invitee_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "representations" (
	"athlete_id" uuid PRIMARY KEY NOT NULL,
	"agent_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_profile_goals" ADD CONSTRAINT "business_profile_goals_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_profile_goals" ADD CONSTRAINT "business_profile_goals_goal_id_business_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."business_goals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_profile_tactics" ADD CONSTRAINT "business_profile_tactics_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_profile_tactics" ADD CONSTRAINT "business_profile_tactics_tactic_id_marketing_tactics_id_fk" FOREIGN KEY ("tactic_id") REFERENCES "public"."marketing_tactics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD CONSTRAINT "business_profiles_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD CONSTRAINT "business_profiles_location_id_cities_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_profiles" ADD CONSTRAINT "business_profiles_type_id_business_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."business_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "individual_profiles" ADD CONSTRAINT "individual_profiles_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "individual_profiles" ADD CONSTRAINT "individual_profiles_location_id_cities_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representations" ADD CONSTRAINT "representations_athlete_id_users_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "representations" ADD CONSTRAINT "representations_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitations_inviter_idx" ON "invitations" USING btree ("inviter_id");--> statement-breakpoint
CREATE INDEX "invitations_email_idx" ON "invitations" USING btree ("email");