-- The API no longer keeps weight histories in memory (a mixed member traffic benchmark showed the cache
-- did not pay for itself; browsers revalidate with an ETag instead), so nothing listens to these
-- announcements any more.
DROP TRIGGER IF EXISTS weight_entries_announce_change ON weight_entries;
--> statement-breakpoint
DROP TRIGGER IF EXISTS weight_entries_announce_truncate ON weight_entries;
--> statement-breakpoint
DROP FUNCTION IF EXISTS weight_entries_announce_change();
--> statement-breakpoint
DROP FUNCTION IF EXISTS weight_entries_announce_truncate();
