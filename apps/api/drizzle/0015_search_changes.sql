-- Search answers are kept a few seconds per instance (issue 23, docs/decisions/0093): every
-- statement that changes what a search card or its filters read says so on the channel
-- "lineup_search_changed", and each instance forgets its kept answers when it hears it.
-- Kept by the database, like the search document, so no code path that edits a profile can forget
-- it. One notification per statement (pg_notify folds repeats within a transaction), sent at commit.
CREATE FUNCTION "search_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('lineup_search_changed', '');
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "search_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "athlete_profiles" FOR EACH STATEMENT EXECUTE FUNCTION "search_changed"();--> statement-breakpoint
CREATE TRIGGER "search_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "athlete_roles" FOR EACH STATEMENT EXECUTE FUNCTION "search_changed"();--> statement-breakpoint
CREATE TRIGGER "search_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "athlete_activities" FOR EACH STATEMENT EXECUTE FUNCTION "search_changed"();--> statement-breakpoint
CREATE TRIGGER "search_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "services" FOR EACH STATEMENT EXECUTE FUNCTION "search_changed"();--> statement-breakpoint
CREATE TRIGGER "search_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "media" FOR EACH STATEMENT EXECUTE FUNCTION "search_changed"();--> statement-breakpoint
CREATE TRIGGER "search_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "representation_requests" FOR EACH STATEMENT EXECUTE FUNCTION "search_changed"();
