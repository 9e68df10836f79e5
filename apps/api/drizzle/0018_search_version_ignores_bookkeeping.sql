-- The guardian's workers write "guardian_digest_at" (each minor's daily digest) and
-- "guardian_ended_at" (the 18th birthday) on athlete_profiles; no search card or filter reads
-- either, yet each batch raised the search version and threw every kept answer away (issue 23,
-- docs/decisions/0093, third amendment). An update now raises it only when some other column
-- changes: compared as the whole row less those two, so a column added later counts by default.
DROP TRIGGER "search_version_bump" ON "athlete_profiles";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "search_version_bump" AFTER INSERT OR DELETE ON "athlete_profiles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "search_version_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "search_version_bump_update" AFTER UPDATE ON "athlete_profiles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
	WHEN ((to_jsonb(OLD) - 'guardian_digest_at' - 'guardian_ended_at') IS DISTINCT FROM (to_jsonb(NEW) - 'guardian_digest_at' - 'guardian_ended_at'))
	EXECUTE FUNCTION "search_version_bump"();
