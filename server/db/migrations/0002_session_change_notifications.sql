-- Each server process caches sessions (server/auth/sessionCache.ts) and empties its cache when
-- it hears on this channel that something a session is built from has changed. PostgreSQL
-- folds identical notifications of one transaction into one, so a statement that touches many
-- rows costs one notification.
CREATE FUNCTION tarmac_notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('tarmac_session_change', '');
	RETURN NULL;
END;
$$;--> statement-breakpoint
-- Every request with a non-remembered token pushes its expiry forward (server/auth/sessionForToken.ts):
-- that must not empty every process's cache, and a cached session already honours the expiry it
-- read. Any other change, an expiry moved earlier included, ends or alters a session, hence a
-- row trigger that can tell the two apart. A new token is never cached, so inserts need nothing.
CREATE TRIGGER access_tokens_session_change AFTER UPDATE ON access_tokens FOR EACH ROW
	WHEN (new.expires_at < old.expires_at OR (old.user_id, old.token_hash, old.remember, old.revoked_at) IS DISTINCT FROM (new.user_id, new.token_hash, new.remember, new.revoked_at))
	EXECUTE FUNCTION tarmac_notify_session_change();--> statement-breakpoint
CREATE TRIGGER access_tokens_session_removal AFTER DELETE OR TRUNCATE ON access_tokens FOR EACH STATEMENT EXECUTE FUNCTION tarmac_notify_session_change();--> statement-breakpoint
-- Likewise a new user has no cached session yet.
CREATE TRIGGER users_session_change AFTER UPDATE OR DELETE OR TRUNCATE ON users FOR EACH STATEMENT EXECUTE FUNCTION tarmac_notify_session_change();--> statement-breakpoint
CREATE TRIGGER roles_session_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON roles FOR EACH STATEMENT EXECUTE FUNCTION tarmac_notify_session_change();--> statement-breakpoint
CREATE TRIGGER role_permissions_session_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_permissions FOR EACH STATEMENT EXECUTE FUNCTION tarmac_notify_session_change();--> statement-breakpoint
CREATE TRIGGER permissions_session_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON permissions FOR EACH STATEMENT EXECUTE FUNCTION tarmac_notify_session_change();--> statement-breakpoint
CREATE TRIGGER user_regions_session_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_regions FOR EACH STATEMENT EXECUTE FUNCTION tarmac_notify_session_change();--> statement-breakpoint
CREATE TRIGGER regions_session_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON regions FOR EACH STATEMENT EXECUTE FUNCTION tarmac_notify_session_change();
