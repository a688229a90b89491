-- Every change to a member's weight history is announced on the weight_history channel, with the
-- member's id (or '*' when the table is emptied), when its transaction commits. Each API instance
-- keeps the histories it has read in memory and drops a member's copy on the announcement; a trigger
-- catches every writer (the API, a cascade from a deleted member, a person with SQL access).
CREATE OR REPLACE FUNCTION weight_entries_announce_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('weight_history', OLD.member_id::text);
  ELSE
    PERFORM pg_notify('weight_history', NEW.member_id::text);
    IF TG_OP = 'UPDATE' AND NEW.member_id IS DISTINCT FROM OLD.member_id THEN
      PERFORM pg_notify('weight_history', OLD.member_id::text);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER weight_entries_announce_change
  AFTER INSERT OR UPDATE OR DELETE ON weight_entries
  FOR EACH ROW EXECUTE FUNCTION weight_entries_announce_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION weight_entries_announce_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('weight_history', '*');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER weight_entries_announce_truncate
  AFTER TRUNCATE ON weight_entries
  FOR EACH STATEMENT EXECUTE FUNCTION weight_entries_announce_truncate();
