-- Whether a business is of a category closed to minors (issue 25, decision 0089) comes with the
-- account's row, which every signed-in request reads already (its session's statement), instead of
-- a join of profiles, business_profiles and business_types per search, profile, file or offer
-- (issue 23, decision 0093). Kept by triggers from the business's type and the type's category;
-- the app never writes it.
ALTER TABLE "users" ADD COLUMN "closed_to_minors" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "users" u SET "closed_to_minors" = true
FROM profiles p JOIN business_profiles bp ON bp.profile_id = p.id JOIN business_types bt ON bt.id = bp.type_id
WHERE p.user_id = u.id AND bt.closed_to_minors;--> statement-breakpoint
CREATE FUNCTION "users_closed_to_minors_type"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.profile_id ELSE NEW.profile_id END;
BEGIN
	UPDATE users u SET closed_to_minors = COALESCE((
		SELECT bt.closed_to_minors FROM business_profiles bp JOIN business_types bt ON bt.id = bp.type_id
		WHERE bp.profile_id = changed), false)
	FROM profiles p WHERE p.id = changed AND u.id = p.user_id;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_closed_to_minors_type" AFTER INSERT OR DELETE OR UPDATE OF "type_id" ON "business_profiles" FOR EACH ROW EXECUTE FUNCTION "users_closed_to_minors_type"();--> statement-breakpoint
CREATE FUNCTION "users_closed_to_minors_category"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE users u SET closed_to_minors = NEW.closed_to_minors
	FROM profiles p JOIN business_profiles bp ON bp.profile_id = p.id
	WHERE bp.type_id = NEW.id AND u.id = p.user_id;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_closed_to_minors_category" AFTER UPDATE OF "closed_to_minors" ON "business_types" FOR EACH ROW WHEN (OLD.closed_to_minors IS DISTINCT FROM NEW.closed_to_minors) EXECUTE FUNCTION "users_closed_to_minors_category"();
