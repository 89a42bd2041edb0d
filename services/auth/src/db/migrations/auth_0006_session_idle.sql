-- Sessions end after a day without use (issue 36): when each was last used, kept to the minute. Sessions
-- open now count as used when they were made. Kept in step with db/schema.ts.
ALTER TABLE auth_sessions ADD COLUMN last_seen_at timestamptz;
UPDATE auth_sessions SET last_seen_at = created_at;
ALTER TABLE auth_sessions ALTER COLUMN last_seen_at SET NOT NULL;
