-- Admin sessions checked in memory (decision 0029): the database tells every instance, at commit,
-- what its session cache must forget. A session that ends (revoked, its expiry or owner changed,
-- deleted) notifies 's:<session id>'; an admin whose access or the name and e-mail the guard
-- hands on changes, or who is deleted, notifies 'u:<user id>'. Only admins can have cached
-- sessions, so customers' rows never notify; a session's last use (a refresh) does not either.
CREATE FUNCTION admin_auth_notify_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('admin_auth', 's:' || OLD.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION admin_auth_notify_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('admin_auth', 'u:' || OLD.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER admin_sessions_notify_end AFTER UPDATE OF revoked_at, expires_at, user_id ON admin_sessions
  FOR EACH ROW EXECUTE FUNCTION admin_auth_notify_session();--> statement-breakpoint
CREATE TRIGGER admin_sessions_notify_delete AFTER DELETE ON admin_sessions
  FOR EACH ROW EXECUTE FUNCTION admin_auth_notify_session();--> statement-breakpoint
CREATE TRIGGER users_notify_admin_change AFTER UPDATE ON users
  FOR EACH ROW WHEN (OLD.is_admin AND (
    OLD.is_admin IS DISTINCT FROM NEW.is_admin OR OLD.admin_role IS DISTINCT FROM NEW.admin_role
    OR OLD.name IS DISTINCT FROM NEW.name OR OLD.email IS DISTINCT FROM NEW.email))
  EXECUTE FUNCTION admin_auth_notify_user();--> statement-breakpoint
CREATE TRIGGER users_notify_admin_delete AFTER DELETE ON users
  FOR EACH ROW WHEN (OLD.is_admin) EXECUTE FUNCTION admin_auth_notify_user();
