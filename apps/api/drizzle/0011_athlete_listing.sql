-- Talent search reads athlete_profiles alone (docs/decisions/0082, Measured): whether the account
-- is approved ("listed") and when the profile was made ("joined_at"), kept here by triggers so the
-- filters, the "newest" order and the count need no join to users or profiles.
ALTER TABLE "athlete_profiles" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD COLUMN "joined_at" timestamp with time zone;--> statement-breakpoint
UPDATE "athlete_profiles" a SET "listed" = (u.status = 'approved'), "joined_at" = p.created_at
FROM profiles p JOIN users u ON u.id = p.user_id WHERE p.id = a.profile_id;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ALTER COLUMN "joined_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "athlete_profiles" ALTER COLUMN "joined_at" SET NOT NULL;--> statement-breakpoint
CREATE FUNCTION "athlete_listing_own"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	SELECT u.status = 'approved', p.created_at INTO NEW.listed, NEW.joined_at
	FROM profiles p JOIN users u ON u.id = p.user_id WHERE p.id = NEW.profile_id;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "athlete_listing_own" BEFORE INSERT ON "athlete_profiles" FOR EACH ROW EXECUTE FUNCTION "athlete_listing_own"();--> statement-breakpoint
CREATE FUNCTION "athlete_listing_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE athlete_profiles a SET listed = (NEW.status = 'approved')
	FROM profiles p WHERE p.user_id = NEW.id AND a.profile_id = p.id;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "athlete_listing_status" AFTER UPDATE OF "status" ON "users" FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION "athlete_listing_status"();--> statement-breakpoint
CREATE FUNCTION "athlete_listing_joined"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE athlete_profiles a SET joined_at = NEW.created_at WHERE a.profile_id = NEW.id;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "athlete_listing_joined" AFTER UPDATE OF "created_at" ON "profiles" FOR EACH ROW WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at) EXECUTE FUNCTION "athlete_listing_joined"();--> statement-breakpoint
DROP INDEX "athlete_profiles_sport_idx";--> statement-breakpoint
DROP INDEX "athlete_profiles_hometown_idx";--> statement-breakpoint
DROP INDEX "athlete_profiles_search_idx";--> statement-breakpoint
DROP INDEX "profiles_type_created_idx";--> statement-breakpoint
CREATE INDEX "athlete_profiles_listed_newest_idx" ON "athlete_profiles" USING btree ("joined_at" DESC,"profile_id" DESC) WHERE "listed";--> statement-breakpoint
CREATE INDEX "athlete_profiles_listed_sport_idx" ON "athlete_profiles" USING btree ("sport_id","education","joined_at" DESC,"profile_id" DESC) WHERE "listed";--> statement-breakpoint
CREATE INDEX "athlete_profiles_listed_hometown_idx" ON "athlete_profiles" USING btree ("hometown_id","sport_id","education") WHERE "listed";--> statement-breakpoint
CREATE INDEX "athlete_profiles_listed_search_idx" ON "athlete_profiles" USING gin ("search_document") WHERE "listed";
