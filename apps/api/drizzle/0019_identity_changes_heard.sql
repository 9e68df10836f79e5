-- The embedded database keeps every signed-in request's session statement off its one thread
-- (issue 23, docs/decisions/0094): the server that owns a PGlite keeps the sessions it read, and
-- forgets them all when a statement changes users, sessions or the search version. PGlite hands
-- a notification to its one connection with the committing statement's answer, so nothing is
-- served from memory after the change is seen to be done. Only a connection that said it listens
-- ("lineup.hear_changes") notifies: PostgreSQL's pool keeps no sessions in memory, and NOTIFY
-- would make its commits take turns.
CREATE FUNCTION "identity_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF current_setting('lineup.hear_changes', true) = 'on' THEN
		PERFORM pg_notify('lineup_identity_changed', '');
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "identity_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "identity_changed"();--> statement-breakpoint
CREATE TRIGGER "identity_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "identity_changed"();--> statement-breakpoint
CREATE TRIGGER "identity_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_version" FOR EACH STATEMENT EXECUTE FUNCTION "identity_changed"();
