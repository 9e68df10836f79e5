ALTER TABLE "cities" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "athlete_profiles" ADD COLUMN "search_document" tsvector DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE INDEX "cities_position_idx" ON "cities" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "athlete_profiles_sport_idx" ON "athlete_profiles" USING btree ("sport_id","education");--> statement-breakpoint
CREATE INDEX "athlete_profiles_hometown_idx" ON "athlete_profiles" USING btree ("hometown_id");--> statement-breakpoint
CREATE INDEX "athlete_profiles_search_idx" ON "athlete_profiles" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "athlete_roles_role_idx" ON "athlete_roles" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "athlete_activities_activity_idx" ON "athlete_activities" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "profiles_type_created_idx" ON "profiles" USING btree ("type","created_at");--> statement-breakpoint
CREATE FUNCTION "athlete_search_document"(uuid, text) RETURNS tsvector LANGUAGE sql STABLE AS $$
	SELECT coalesce((
		SELECT setweight(to_tsvector('simple', concat_ws(' ', u.first_name, u.last_name)), 'A')
			|| setweight(to_tsvector('simple', coalesce($2, '')), 'B')
			|| setweight(to_tsvector('simple', coalesce(p.bio, '')), 'C')
		FROM profiles p JOIN users u ON u.id = p.user_id
		WHERE p.id = $1
	), ''::tsvector)
$$;--> statement-breakpoint
CREATE FUNCTION "athlete_search_document_own"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.search_document := athlete_search_document(NEW.profile_id, NEW.team);
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "athlete_search_document_own" BEFORE INSERT OR UPDATE OF "team" ON "athlete_profiles" FOR EACH ROW EXECUTE FUNCTION "athlete_search_document_own"();--> statement-breakpoint
CREATE FUNCTION "athlete_search_document_bio"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE athlete_profiles a SET search_document = athlete_search_document(a.profile_id, a.team)
	WHERE a.profile_id = NEW.id;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "athlete_search_document_bio" AFTER UPDATE OF "bio" ON "profiles" FOR EACH ROW WHEN (OLD.bio IS DISTINCT FROM NEW.bio) EXECUTE FUNCTION "athlete_search_document_bio"();--> statement-breakpoint
CREATE FUNCTION "athlete_search_document_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE athlete_profiles a SET search_document = athlete_search_document(a.profile_id, a.team)
	FROM profiles p WHERE p.user_id = NEW.id AND a.profile_id = p.id;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "athlete_search_document_name" AFTER UPDATE OF "first_name", "last_name" ON "users" FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name) EXECUTE FUNCTION "athlete_search_document_name"();--> statement-breakpoint
UPDATE "athlete_profiles" SET "search_document" = athlete_search_document("profile_id", "team");
