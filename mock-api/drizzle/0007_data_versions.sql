CREATE TABLE "data_epoch" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "data_epoch_one_row" CHECK ("data_epoch"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "member_data_versions" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_data_versions" ADD CONSTRAINT "member_data_versions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Counts every change to a member's rows, in the changing transaction: a reader sees the new version
-- exactly when it sees the new rows. A member being deleted is not counted (their version row goes
-- with them, by the foreign key).
CREATE FUNCTION count_member_change(member uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO member_data_versions AS counted (member_id, version)
  SELECT member, 1 WHERE EXISTS (SELECT 1 FROM members WHERE id = member)
  ON CONFLICT (member_id) DO UPDATE SET version = counted.version + 1
$$;
--> statement-breakpoint
CREATE FUNCTION member_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.member_id IS NOT NULL THEN
    PERFORM count_member_change(OLD.member_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.member_id IS DISTINCT FROM OLD.member_id) THEN
    IF NEW.member_id IS NOT NULL THEN
      PERFORM count_member_change(NEW.member_id);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION member_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM count_member_change(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The catalogue, the settings, or many members' rows at once (TRUNCATE): every kept answer.
CREATE FUNCTION shared_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE data_epoch SET version = version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO data_epoch (id, version) VALUES (1, 1);
--> statement-breakpoint
CREATE TRIGGER members_count_change AFTER INSERT OR UPDATE ON members
  FOR EACH ROW EXECUTE FUNCTION member_changed();
--> statement-breakpoint
CREATE TRIGGER weight_entries_count_change AFTER INSERT OR UPDATE OR DELETE ON weight_entries
  FOR EACH ROW EXECUTE FUNCTION member_row_changed();
--> statement-breakpoint
CREATE TRIGGER contact_messages_count_change AFTER INSERT OR UPDATE OR DELETE ON contact_messages
  FOR EACH ROW EXECUTE FUNCTION member_row_changed();
--> statement-breakpoint
CREATE TRIGGER chat_messages_count_change AFTER INSERT OR UPDATE OR DELETE ON chat_messages
  FOR EACH ROW EXECUTE FUNCTION member_row_changed();
--> statement-breakpoint
CREATE TRIGGER coaching_requests_count_change AFTER INSERT OR UPDATE OR DELETE ON coaching_requests
  FOR EACH ROW EXECUTE FUNCTION member_row_changed();
--> statement-breakpoint
CREATE TRIGGER fitness_sessions_count_change AFTER INSERT OR UPDATE OR DELETE ON fitness_sessions
  FOR EACH ROW EXECUTE FUNCTION member_row_changed();
--> statement-breakpoint
CREATE TRIGGER diary_entries_count_change AFTER INSERT OR UPDATE OR DELETE ON diary_entries
  FOR EACH ROW EXECUTE FUNCTION member_row_changed();
--> statement-breakpoint
CREATE TRIGGER diary_settings_count_change AFTER INSERT OR UPDATE OR DELETE ON diary_settings
  FOR EACH ROW EXECUTE FUNCTION member_row_changed();
--> statement-breakpoint
CREATE TRIGGER app_settings_count_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON app_settings
  FOR EACH STATEMENT EXECUTE FUNCTION shared_data_changed();
--> statement-breakpoint
CREATE TRIGGER foods_count_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON foods
  FOR EACH STATEMENT EXECUTE FUNCTION shared_data_changed();
--> statement-breakpoint
CREATE TRIGGER food_names_count_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON food_names
  FOR EACH STATEMENT EXECUTE FUNCTION shared_data_changed();
--> statement-breakpoint
CREATE TRIGGER members_count_truncate AFTER TRUNCATE ON members
  FOR EACH STATEMENT EXECUTE FUNCTION shared_data_changed();
--> statement-breakpoint
CREATE TRIGGER weight_entries_count_truncate AFTER TRUNCATE ON weight_entries
  FOR EACH STATEMENT EXECUTE FUNCTION shared_data_changed();
--> statement-breakpoint
CREATE TRIGGER contact_messages_count_truncate AFTER TRUNCATE ON contact_messages
  FOR EACH STATEMENT EXECUTE FUNCTION shared_data_changed();
--> statement-breakpoint
CREATE TRIGGER chat_messages_count_truncate AFTER TRUNCATE ON chat_messages
  FOR EACH STATEMENT EXECUTE FUNCTION shared_data_changed();
--> statement-breakpoint
CREATE TRIGGER coaching_requests_count_truncate AFTER TRUNCATE ON coaching_requests
  FOR EACH STATEMENT EXECUTE FUNCTION shared_data_changed();
--> statement-breakpoint
CREATE TRIGGER fitness_sessions_count_truncate AFTER TRUNCATE ON fitness_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION shared_data_changed();
--> statement-breakpoint
CREATE TRIGGER diary_entries_count_truncate AFTER TRUNCATE ON diary_entries
  FOR EACH STATEMENT EXECUTE FUNCTION shared_data_changed();
--> statement-breakpoint
CREATE TRIGGER diary_settings_count_truncate AFTER TRUNCATE ON diary_settings
  FOR EACH STATEMENT EXECUTE FUNCTION shared_data_changed();
