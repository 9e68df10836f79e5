-- Search answers are kept a few seconds per instance (issue 23, docs/decisions/0093, amended
-- 2026-11-28): instead of a notification that reaches other connections a moment after the
-- commit (0015), every transaction that changes what a search card or its filters read adds one
-- to "search_version" as it commits. A search reads the version first and keeps its answer under
-- it, so a search that starts after a commit can only be given an answer worked out after it.
DROP TRIGGER "search_changed" ON "athlete_profiles";--> statement-breakpoint
DROP TRIGGER "search_changed" ON "athlete_roles";--> statement-breakpoint
DROP TRIGGER "search_changed" ON "athlete_activities";--> statement-breakpoint
DROP TRIGGER "search_changed" ON "services";--> statement-breakpoint
DROP TRIGGER "search_changed" ON "media";--> statement-breakpoint
DROP TRIGGER "search_changed" ON "representation_requests";--> statement-breakpoint
DROP FUNCTION "search_changed"();--> statement-breakpoint
CREATE TABLE "search_version" (
	"one" boolean PRIMARY KEY DEFAULT true CHECK ("one"),
	"version" bigint NOT NULL
);--> statement-breakpoint
INSERT INTO "search_version" ("one", "version") VALUES (true, 1);--> statement-breakpoint
-- Deferred to the commit, so the one row is locked only while the transaction commits (never while
-- it waits for other rows: no deadlock), and once per transaction (a setting local to it).
CREATE FUNCTION "search_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF current_setting('lineup.search_version_bumped', true) IS DISTINCT FROM 'yes' THEN
		PERFORM set_config('lineup.search_version_bumped', 'yes', true);
		UPDATE "search_version" SET "version" = "version" + 1;
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "search_version_bump" AFTER INSERT OR UPDATE OR DELETE ON "athlete_profiles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "search_version_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "search_version_bump" AFTER INSERT OR UPDATE OR DELETE ON "athlete_roles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "search_version_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "search_version_bump" AFTER INSERT OR UPDATE OR DELETE ON "athlete_activities" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "search_version_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "search_version_bump" AFTER INSERT OR UPDATE OR DELETE ON "services" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "search_version_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "search_version_bump" AFTER INSERT OR UPDATE OR DELETE ON "media" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "search_version_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "search_version_bump" AFTER INSERT OR UPDATE OR DELETE ON "representation_requests" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "search_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "search_version_truncate" AFTER TRUNCATE ON "athlete_profiles" FOR EACH STATEMENT EXECUTE FUNCTION "search_version_bump"();--> statement-breakpoint
CREATE TRIGGER "search_version_truncate" AFTER TRUNCATE ON "athlete_roles" FOR EACH STATEMENT EXECUTE FUNCTION "search_version_bump"();--> statement-breakpoint
CREATE TRIGGER "search_version_truncate" AFTER TRUNCATE ON "athlete_activities" FOR EACH STATEMENT EXECUTE FUNCTION "search_version_bump"();--> statement-breakpoint
CREATE TRIGGER "search_version_truncate" AFTER TRUNCATE ON "services" FOR EACH STATEMENT EXECUTE FUNCTION "search_version_bump"();--> statement-breakpoint
CREATE TRIGGER "search_version_truncate" AFTER TRUNCATE ON "media" FOR EACH STATEMENT EXECUTE FUNCTION "search_version_bump"();--> statement-breakpoint
CREATE TRIGGER "search_version_truncate" AFTER TRUNCATE ON "representation_requests" FOR EACH STATEMENT EXECUTE FUNCTION "search_version_bump"();
