-- Every change to the rows that signed-in reads are built from is announced on the channel
-- `sa_changes` when its transaction commits, so each server process can drop what it cached
-- (see src/cache/). The database does this, not the application, so no write can forget it.
-- Payloads: 'user:<id>' for one user's own rows, 'all' for course-wide rows.
CREATE OR REPLACE FUNCTION sa_notify_change() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('sa_changes', 'user:' || COALESCE(NEW.id, OLD.id));
  ELSIF TG_TABLE_NAME = 'course_registrations' THEN
    PERFORM pg_notify('sa_changes', 'user:' || COALESCE(NEW.user_id, OLD.user_id));
  ELSE
    PERFORM pg_notify('sa_changes', 'all');
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_changes AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION sa_notify_change();
--> statement-breakpoint
CREATE TRIGGER course_registrations_changes AFTER INSERT OR UPDATE OR DELETE ON course_registrations
  FOR EACH ROW EXECUTE FUNCTION sa_notify_change();
--> statement-breakpoint
CREATE TRIGGER courses_changes AFTER INSERT OR UPDATE OR DELETE ON courses
  FOR EACH STATEMENT EXECUTE FUNCTION sa_notify_change();
--> statement-breakpoint
CREATE TRIGGER groups_changes AFTER INSERT OR UPDATE OR DELETE ON groups
  FOR EACH STATEMENT EXECUTE FUNCTION sa_notify_change();
--> statement-breakpoint
CREATE TRIGGER assessment_configs_changes AFTER INSERT OR UPDATE OR DELETE ON assessment_configs
  FOR EACH STATEMENT EXECUTE FUNCTION sa_notify_change();
