-- A membership number is given once and never changes: refuse any UPDATE that would alter it,
-- whatever code path (or person with SQL access) attempts it.
CREATE OR REPLACE FUNCTION members_member_number_immutable() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.member_number IS DISTINCT FROM OLD.member_number THEN
    RAISE EXCEPTION 'member_number cannot be changed (member %)', OLD.id
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER members_member_number_immutable
  BEFORE UPDATE OF member_number ON members
  FOR EACH ROW EXECUTE FUNCTION members_member_number_immutable();
